import type { Language } from '@emlak/contracts';

export type TermsSection = {
  /** The in-page anchor: stable across languages and versions. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs. */
  items?: readonly string[];
};

export type TermsText = { sections: readonly TermsSection[] };

/** The date the version in TERMS_VERSION takes effect (ISO). */
export const TERMS_EFFECTIVE_DATE = '2026-11-01';

/**
 * The terms and conditions of TERMS_VERSION (@emlak/contracts), in each language. Plain text
 * only: paragraphs and lists, rendered by TermsDocument, never as HTML. Changing an obligation
 * here means a new TERMS_VERSION, so every user is asked again.
 */
export const termsText: Record<Language, TermsText> = {
  az: {
    sections: [
      {
        id: 'service',
        title: '1. Xidmət və operator',
        paragraphs: [
          'Emlak Ofis daşınmaz əmlak agentlikləri üçün onlayn idarəetmə sistemidir: elanlar, mülk sahibləri, müştərilər, tapşırıqlar, statistika və abunələr bir yerdə saxlanılır.',
          'Xidməti bu quraşdırmanı idarə edən şirkət ("operator") təqdim edir. Operatorun adı və əlaqə məlumatları "Dəstək" səhifəsində göstərilir. Agentlik ("agentlik") öz işçiləri ("agentlər") üçün hesablar açır və onların hərəkətlərinə görə operator qarşısında cavabdehdir.',
          'Sistemə daxil olmaqla və bu şərtləri qəbul etməklə siz şəxsən və təmsil etdiyiniz agentlik adından onlara əməl etməyə razılaşırsınız.',
        ],
      },
      {
        id: 'accounts',
        title: '2. Hesablar və giriş',
        paragraphs: [
          'Hər hesab bir nəfərə məxsusdur. Şifrənizi heç kimə verməyin; hesabınızla edilən hər şey sizin adınıza qeydə alınır.',
          'Hesab eyni anda yalnız bir cihazda aktiv ola bilər: başqa cihazdan giriş əvvəlki sessiyanı bağlayır. Şübhəli giriş görsəniz, dərhal şifrənizi dəyişin və agentliyinizin administratoruna bildirin.',
          'Agentliyin administratoru işçi çıxdıqda onun hesabını bağlamalıdır.',
        ],
      },
      {
        id: 'personal-data',
        title: '3. Şəxsi məlumatlar',
        paragraphs: [
          'Sistemdə mülk sahiblərinin və müştərilərin adları, telefon nömrələri, ünvanları və qeydlər saxlanılır. Bu məlumatlara görə agentlik "Fərdi məlumatlar haqqında" Azərbaycan Respublikasının Qanununa uyğun olaraq məlumat sahibi kimi cavabdehdir; operator onları yalnız agentliyin adından, xidməti göstərmək üçün emal edir.',
          'Agentlik bir şəxsin məlumatını yalnız həmin şəxsin razılığı və ya başqa qanuni əsas olduqda daxil edə bilər və şəxsin tələbi ilə məlumatı düzəltməli və ya silməlidir.',
          'Operator məlumatları satmır, reklam üçün istifadə etmir və qanunun tələb etdiyi hallar istisna olmaqla üçüncü şəxslərə vermir.',
        ],
      },
      {
        id: 'allowed',
        title: '4. Agentlik və agent nə edə bilər',
        paragraphs: ['Məlumatlardan yalnız daşınmaz əmlak işi üçün istifadə etmək olar:'],
        items: [
          'mülk sahibi və ya müştəri ilə konkret əmlak barədə əlaqə saxlamaq;',
          'elanları, baxışları, sövdələşmələri və komissiyaları qeydə almaq;',
          'agentlik daxilində işi bölüşdürmək və statistikaya baxmaq;',
          'öz məlumatlarını ixrac etmək və agentliyin öz sistemlərinə köçürmək.',
        ],
      },
      {
        id: 'forbidden',
        title: '5. Nə qadağandır',
        paragraphs: ['Agentlik və agentlər aşağıdakıları edə bilməz:'],
        items: [
          'telefon nömrələrini və digər məlumatları satmaq, başqasına ötürmək və ya kütləvi reklam göndərişləri üçün istifadə etmək;',
          'elanları və əlaqə məlumatlarını avtomatik vasitələrlə toplamaq və ya plan limitlərindən yan keçmək;',
          'başqa agentliyin məlumatlarına daxil olmağa cəhd etmək və ya hesabı başqasına vermək;',
          'yalan, aldadıcı və ya qanunsuz elanlar yerləşdirmək.',
        ],
      },
      {
        id: 'security',
        title: '6. Təhlükəsizlik',
        paragraphs: [
          'Operator məlumatları şifrələnmiş əlaqə ilə ötürür, şifrələri yalnız bərpa olunmayan formada saxlayır, hər agentliyin məlumatlarını digərlərindən ayırır və vacib hərəkətləri audit jurnalında qeydə alır.',
          'Ekran bir müddət istifadə olunmadıqda kilidlənir. Ortaq kompüterdə işi bitirdikdən sonra hesabdan çıxın.',
          'Məlumat sızması aşkar edilərsə, operator təsirlənən agentliyə gecikmədən xəbər verir.',
        ],
      },
      {
        id: 'retention',
        title: '7. Saxlama müddəti',
        paragraphs: [
          'Məlumatlar agentliyin abunəsi davam etdiyi müddətdə saxlanılır. Agentlik məlumatı istənilən vaxt silə bilər.',
          'Müqavilə bitdikdən sonra agentlik 30 gün ərzində məlumatlarını ixrac edə bilər; bundan sonra onlar silinir. Ödəniş və audit qeydləri qanunun tələb etdiyi müddət ərzində saxlanılır.',
        ],
      },
      {
        id: 'payment',
        title: '8. Abunələr və ödəniş',
        paragraphs: [
          'Hər agent seçilmiş plan üzrə 40 günlük abunə ilə işləyir; plan axtarış limitini müəyyən edir. Qiymətlər manatla (AZN) göstərilir.',
          'Agentlik aylıq hesabı vaxtında ödəməlidir. Ödəniş müddəti 10 gündən çox gecikdikdə agentliyin girişi ödəniş edilənə qədər dayandırıla bilər; məlumatlar silinmir.',
          'Ödənilmiş dövr üçün pul geri qaytarılmır, qanunun tələb etdiyi hallar istisna olmaqla.',
        ],
      },
      {
        id: 'liability',
        title: '9. Məsuliyyət',
        paragraphs: [
          'Operator xidmətin fasiləsiz işləməsi üçün səy göstərir, lakin planlı texniki işlər və operatordan asılı olmayan hallar üçün məsuliyyət daşımır.',
          'Elanların, qiymətlərin və sövdələşmələrin düzgünlüyünə görə onları daxil edən agentlik cavabdehdir. Operatorun məsuliyyəti son üç ayda agentliyin ödədiyi məbləğlə məhdudlaşır, qanunla məhdudlaşdırıla bilməyən hallar istisna olmaqla.',
        ],
      },
      {
        id: 'changes',
        title: '10. Şərtlərin dəyişdirilməsi',
        paragraphs: [
          'Operator bu şərtləri dəyişə bilər. Hər yeni versiyanın tarixi səhifənin yuxarısında göstərilir və sistemə növbəti girişdə sizdən onu qəbul etmək istənilir.',
          'Yeni versiyanı qəbul etmədən xidmətdən istifadə etmək mümkün deyil; imtina etsəniz, hesabdan çıxış edilir, məlumatlarınız isə saxlanılır.',
        ],
      },
      {
        id: 'contact',
        title: '11. Əlaqə',
        paragraphs: [
          'Bu şərtlər və ya şəxsi məlumatlar barədə suallarınızı "Dəstək" səhifəsindəki ünvana yazın. Mülk sahibi və ya müştəri öz məlumatı ilə bağlı əvvəlcə həmin məlumatı daxil edən agentliyə müraciət etməlidir.',
        ],
      },
    ],
  },
  en: {
    sections: [
      {
        id: 'service',
        title: '1. The service and the operator',
        paragraphs: [
          'Emlak Ofis is an online back office for real-estate agencies: listings, property owners, clients, tasks, statistics and subscriptions in one place.',
          'The service is provided by the company that runs this installation (the "operator"). The operator\'s name and contact details are shown on the Support page. An agency (the "agency") opens accounts for its staff (the "agents") and answers to the operator for what they do.',
          'By signing in and accepting these terms you agree to follow them, personally and on behalf of the agency you work for.',
        ],
      },
      {
        id: 'accounts',
        title: '2. Accounts and access',
        paragraphs: [
          'Each account belongs to one person. Never share your password; everything done with your account is recorded in your name.',
          "An account is active on one device at a time: signing in on another device ends the earlier session. If you see a sign-in you do not recognise, change your password at once and tell your agency's administrator.",
          "The agency's administrator must close the account of anyone who leaves the agency.",
        ],
      },
      {
        id: 'personal-data',
        title: '3. Personal data',
        paragraphs: [
          'The system stores the names, phone numbers, addresses and notes of property owners and clients. The agency is responsible for this data as its controller under the Law of the Republic of Azerbaijan "On Personal Data"; the operator processes it only on the agency\'s behalf, to provide the service.',
          "The agency may enter a person's data only with that person's consent or another lawful basis, and must correct or delete it when the person asks.",
          'The operator does not sell the data, does not use it for advertising and does not pass it to third parties except where the law requires.',
        ],
      },
      {
        id: 'allowed',
        title: '4. What the agency and its agents may do',
        paragraphs: ['The data may be used for real-estate work only:'],
        items: [
          'contacting an owner or a client about a particular property;',
          'recording listings, viewings, deals and commissions;',
          'sharing work within the agency and reading its statistics;',
          "exporting the agency's own data and moving it to the agency's own systems.",
        ],
      },
      {
        id: 'forbidden',
        title: '5. What is not allowed',
        paragraphs: ['The agency and its agents may not:'],
        items: [
          'sell phone numbers or other data, pass them to anyone else or use them for mass advertising;',
          'harvest listings and contact details by automated means or get around the plan limits;',
          "try to reach another agency's data or let someone else use their account;",
          'publish false, misleading or unlawful listings.',
        ],
      },
      {
        id: 'security',
        title: '6. Security',
        paragraphs: [
          "The operator transmits data over encrypted connections, stores passwords only in a form that cannot be reversed, keeps each agency's data apart from the others and records important actions in an audit log.",
          'The screen locks after a period without use. On a shared computer, sign out when you finish.',
          'If a data breach is found, the operator informs the affected agency without delay.',
        ],
      },
      {
        id: 'retention',
        title: '7. Retention',
        paragraphs: [
          "Data is kept while the agency's subscription continues. The agency may delete data at any time.",
          'After the contract ends the agency has 30 days to export its data; after that it is deleted. Payment and audit records are kept as long as the law requires.',
        ],
      },
      {
        id: 'payment',
        title: '8. Subscriptions and payment',
        paragraphs: [
          'Each agent works on a 40-day subscription to a chosen plan; the plan sets the search limit. Prices are in manat (AZN).',
          "The agency must pay its monthly bill on time. When a payment is more than 10 days overdue, the agency's access may be suspended until it is paid; its data is not deleted.",
          'Paid periods are not refunded, except where the law requires.',
        ],
      },
      {
        id: 'liability',
        title: '9. Liability',
        paragraphs: [
          'The operator works to keep the service available but is not liable for planned maintenance or for events beyond its control.',
          "The agency that enters listings, prices and deals is responsible for their accuracy. The operator's liability is limited to what the agency paid in the last three months, except where the law does not allow such a limit.",
        ],
      },
      {
        id: 'changes',
        title: '10. Changes to these terms',
        paragraphs: [
          'The operator may change these terms. The date of each new version is shown at the top of this page, and you are asked to accept it the next time you sign in.',
          'The service cannot be used without accepting the new version; if you refuse, you are signed out and your data is kept.',
        ],
      },
      {
        id: 'contact',
        title: '11. Contact',
        paragraphs: [
          'Send questions about these terms or about personal data to the address on the Support page. An owner or a client asking about their own data should first contact the agency that entered it.',
        ],
      },
    ],
  },
  ru: {
    sections: [
      {
        id: 'service',
        title: '1. Сервис и оператор',
        paragraphs: [
          'Emlak Ofis — онлайн-система учёта для агентств недвижимости: объявления, собственники, клиенты, задачи, статистика и подписки в одном месте.',
          'Сервис предоставляет компания, которая обслуживает эту установку («оператор»). Название и контакты оператора указаны на странице «Поддержка». Агентство («агентство») открывает учётные записи своим сотрудникам («агентам») и отвечает перед оператором за их действия.',
          'Входя в систему и принимая эти условия, вы соглашаетесь соблюдать их лично и от имени агентства, которое вы представляете.',
        ],
      },
      {
        id: 'accounts',
        title: '2. Учётные записи и доступ',
        paragraphs: [
          'Каждая учётная запись принадлежит одному человеку. Никому не сообщайте пароль: всё, что сделано под вашей учётной записью, записывается на ваше имя.',
          'Учётная запись активна только на одном устройстве: вход с другого устройства завершает прежний сеанс. Если вы заметили незнакомый вход, сразу смените пароль и сообщите администратору агентства.',
          'Администратор агентства обязан закрыть учётную запись сотрудника, который ушёл из агентства.',
        ],
      },
      {
        id: 'personal-data',
        title: '3. Персональные данные',
        paragraphs: [
          'В системе хранятся имена, телефоны, адреса собственников и клиентов и заметки о них. За эти данные как их владелец отвечает агентство в соответствии с Законом Азербайджанской Республики «О персональных данных»; оператор обрабатывает их только по поручению агентства и только для работы сервиса.',
          'Агентство вносит данные человека только с его согласия или на ином законном основании и обязано исправить или удалить их по его просьбе.',
          'Оператор не продаёт данные, не использует их для рекламы и не передаёт третьим лицам, кроме случаев, предусмотренных законом.',
        ],
      },
      {
        id: 'allowed',
        title: '4. Что могут агентство и агент',
        paragraphs: ['Данные можно использовать только для работы с недвижимостью:'],
        items: [
          'связываться с собственником или клиентом по конкретному объекту;',
          'учитывать объявления, показы, сделки и комиссии;',
          'распределять работу внутри агентства и смотреть статистику;',
          'выгружать собственные данные агентства и переносить их в его системы.',
        ],
      },
      {
        id: 'forbidden',
        title: '5. Что запрещено',
        paragraphs: ['Агентству и агентам запрещено:'],
        items: [
          'продавать телефоны и другие данные, передавать их кому-либо или использовать для массовых рассылок;',
          'собирать объявления и контакты автоматическими средствами или обходить лимиты тарифа;',
          'пытаться получить доступ к данным другого агентства или передавать свою учётную запись;',
          'размещать ложные, вводящие в заблуждение или незаконные объявления.',
        ],
      },
      {
        id: 'security',
        title: '6. Безопасность',
        paragraphs: [
          'Оператор передаёт данные только по зашифрованному соединению, хранит пароли в необратимом виде, отделяет данные каждого агентства от других и записывает важные действия в журнал аудита.',
          'Экран блокируется после периода бездействия. На общем компьютере выходите из системы, закончив работу.',
          'При обнаружении утечки данных оператор без промедления сообщает об этом затронутому агентству.',
        ],
      },
      {
        id: 'retention',
        title: '7. Срок хранения',
        paragraphs: [
          'Данные хранятся, пока действует подписка агентства. Агентство может удалить данные в любой момент.',
          'После окончания договора у агентства есть 30 дней, чтобы выгрузить данные; затем они удаляются. Записи об оплатах и журнал аудита хранятся столько, сколько требует закон.',
        ],
      },
      {
        id: 'payment',
        title: '8. Подписки и оплата',
        paragraphs: [
          'Каждый агент работает по 40-дневной подписке на выбранный тариф; тариф определяет лимит поисков. Цены указаны в манатах (AZN).',
          'Агентство оплачивает ежемесячный счёт вовремя. При просрочке более 10 дней доступ агентства может быть приостановлен до оплаты; данные при этом не удаляются.',
          'Оплаченный период не возвращается, кроме случаев, предусмотренных законом.',
        ],
      },
      {
        id: 'liability',
        title: '9. Ответственность',
        paragraphs: [
          'Оператор стремится обеспечить бесперебойную работу сервиса, но не отвечает за плановые работы и обстоятельства вне его контроля.',
          'За точность объявлений, цен и сделок отвечает агентство, которое их внесло. Ответственность оператора ограничена суммой, уплаченной агентством за последние три месяца, кроме случаев, когда закон не допускает такого ограничения.',
        ],
      },
      {
        id: 'changes',
        title: '10. Изменение условий',
        paragraphs: [
          'Оператор может изменить эти условия. Дата каждой новой версии указана вверху страницы, и при следующем входе вас попросят её принять.',
          'Без принятия новой версии пользоваться сервисом нельзя; если вы откажетесь, вы выйдете из системы, а ваши данные сохранятся.',
        ],
      },
      {
        id: 'contact',
        title: '11. Контакты',
        paragraphs: [
          'Вопросы об этих условиях и о персональных данных направляйте по адресу со страницы «Поддержка». Собственник или клиент по поводу своих данных сначала обращается в агентство, которое их внесло.',
        ],
      },
    ],
  },
};
