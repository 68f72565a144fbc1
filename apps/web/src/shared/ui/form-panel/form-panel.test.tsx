import { createContactSchema, updateRoleSchema } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore } from '@/app/store';
import { http } from '@/shared/api/http-client';
import { i18n } from '@/shared/i18n/i18n';
import { issueToken } from '@/shared/lib/form-errors';
import { API, server } from '@/test/server';
import { FormPanel } from './form-panel';
import { FormTextField } from './form-text-field';
import { useFeatureFormUi } from './use-feature-form-ui';
import { usePanelForm } from './use-panel-form';

type Thing = { id: number; name: string };
const resolver = zodResolver(updateRoleSchema, { error: issueToken });

const Harness = ({ onReload }: { onReload: () => void }) => {
  const { t } = useTranslation();
  const ui = useFeatureFormUi<Thing>('role');
  const { form, submit, cancel, reload, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver,
    valuesOf: (thing: Thing | null) => ({ name: thing?.name ?? '' }),
    save: (values, thing) => http.put(`/things/${thing?.id ?? 0}`, values, { skipErrorToast: true }),
    onReload,
  });
  return (
    <>
      <button onClick={ui.openCreate}>new</button>
      <button onClick={() => ui.openEdit({ id: 4, name: 'Bakı' })}>edit</button>
      <FormPanel
        expanded={ui.expanded}
        edit={ui.edit}
        titles={{ create: 'Create thing', edit: 'Edit thing' }}
        onSubmit={submit}
        onCancel={cancel}
        submitting={submitting}
        alert={alert}
        stale={stale}
        onReload={reload}
        guard={guard}
      >
        <FormTextField form={form} name="name" label={t('cities.fields.name')} />
      </FormPanel>
    </>
  );
};

/** The panel on a page of a data router (the unsaved-changes guard blocks its navigations). */
const renderPanel = (onReload = vi.fn()) => {
  const store = createStore();
  const router = createMemoryRouter(
    [
      {
        path: '/things',
        element: (
          <>
            <Link to="/elsewhere">elsewhere</Link>
            <Harness onReload={onReload} />
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/things'] },
  );
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, onReload, router };
};

const answerPut = (response: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    mock.put(`${API}/things/:id`, async ({ request }) => {
      bodies.push(await request.json());
      return response();
    }),
  );
  return bodies;
};

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

afterEach(() => act(() => i18n.changeLanguage('az')));

describe('FormPanel', () => {
  it("shows '{field} is required' under an empty field, re-translated when the language changes", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'new' }));
    const panel = await screen.findByRole('region', { name: 'Create thing' });
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    const field = within(panel).getByRole('textbox', { name: 'Ad' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByText('Ad tələb olunur')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(within(panel).getByText('Name is required')).toBeInTheDocument();
  });

  it('puts server field errors under their fields (409 duplicate)', async () => {
    const bodies = answerPut(() =>
      errorBody(409, 'duplicate', 'Belə qeyd artıq var', { name: ['Bu ad artıq istifadə olunur'] }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'edit' }));
    const panel = await screen.findByRole('region', { name: 'Edit thing' });
    const field = within(panel).getByRole('textbox', { name: 'Ad' });
    expect(field).toHaveValue('Bakı');
    await user.clear(field);
    await user.type(field, 'Gəncə');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(panel).findByText('Bu ad artıq istifadə olunur')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Gəncə' }]);
  });

  it('shows other server failures in an Alert inside the panel', async () => {
    answerPut(() => errorBody(422, 'business_rule', 'Bu əməliyyat indi mümkün deyil'));
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'edit' }));
    const panel = await screen.findByRole('region', { name: 'Edit thing' });
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Bu əməliyyat indi mümkün deyil');
  });

  it('explains a 409 stale_version and offers to reload', async () => {
    answerPut(() => errorBody(409, 'stale_version', 'Köhnə versiya'));
    const user = userEvent.setup();
    const { onReload } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'edit' }));
    const panel = await screen.findByRole('region', { name: 'Edit thing' });
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Qeyd artıq dəyişdirilib');
    expect(alert).toHaveTextContent('başqa istifadəçi bu qeydi dəyişdi');
    await user.click(within(alert).getByRole('button', { name: 'Yenidən yüklə' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves, shows a toast and collapses; Cancel resets and collapses', async () => {
    answerPut(() => HttpResponse.json({ id: 4, name: 'Gəncə' }));
    const user = userEvent.setup();
    const { store } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'edit' }));
    let panel = await screen.findByRole('region', { name: 'Edit thing' });
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Dəyişikliklər yadda saxlandı')).toBeInTheDocument();
    expect(store.getState().notifications.current?.severity).toBe('success');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit thing' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'new' }));
    panel = await screen.findByRole('region', { name: 'Create thing' });
    await user.type(within(panel).getByRole('textbox', { name: 'Ad' }), 'Şəki');
    await user.click(within(panel).getByRole('button', { name: 'Ləğv et' }));
    const question = await screen.findByRole('dialog', { name: 'Yadda saxlanmamış dəyişikliklər var' });
    await user.click(within(question).getByRole('button', { name: 'Dəyişiklikləri at' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Create thing' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'new' }));
    panel = await screen.findByRole('region', { name: 'Create thing' });
    expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveValue('');
  });

  it('closes at once when nothing was changed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'edit' }));
    const panel = await screen.findByRole('region', { name: 'Edit thing' });
    await user.click(within(panel).getByRole('button', { name: 'Bağla' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit thing' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the Cancel button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])(
    'asks before unsaved changes are dropped by %s: Stay keeps them, Discard changes closes',
    async (_how, leave) => {
      await act(() => i18n.changeLanguage('en'));
      const user = userEvent.setup();
      renderPanel();
      await user.click(screen.getByRole('button', { name: 'edit' }));
      const panel = await screen.findByRole('region', { name: 'Edit thing' });
      const field = within(panel).getByRole('textbox', { name: 'Name' });
      await user.type(field, ' şəhəri');

      await leave(user);
      let question = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
      await user.click(within(question).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(field).toHaveValue('Bakı şəhəri');
      expect(screen.getByRole('region', { name: 'Edit thing' })).toBeInTheDocument();

      field.focus();
      await leave(user);
      question = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
      await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Edit thing' })).not.toBeInTheDocument(),
      );
    },
  );

  it('asks before a link leaves the page with unsaved changes, in the language of the user', async () => {
    await act(() => i18n.changeLanguage('ru'));
    const user = userEvent.setup();
    const { router } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'new' }));
    const panel = await screen.findByRole('region', { name: 'Create thing' });
    await user.type(within(panel).getByRole('textbox', { name: i18n.t('cities.fields.name') }), 'Шеки');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    let question = await screen.findByRole('dialog', { name: 'Есть несохранённые изменения' });
    await user.click(within(question).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/things');
    expect(within(panel).getByRole('textbox', { name: i18n.t('cities.fields.name') })).toHaveValue('Шеки');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    question = await screen.findByRole('dialog', { name: 'Есть несохранённые изменения' });
    await user.click(within(question).getByRole('button', { name: 'Отменить изменения' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks the browser to confirm a reload only while something is unsaved', async () => {
    const user = userEvent.setup();
    renderPanel();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.click(screen.getByRole('button', { name: 'edit' }));
    const panel = await screen.findByRole('region', { name: 'Edit thing' });
    expect(unload()).toBe(false);
    await user.type(within(panel).getByRole('textbox', { name: 'Ad' }), '!');
    expect(unload()).toBe(true);
  });
});

type Contact = { id: number; ownerName: string; phone1: string };
const contactResolver = zodResolver(createContactSchema, { error: issueToken });

/** The contact form's two fields, with the contract's schema: the phone rule and the 409 duplicate. */
const ContactHarness = () => {
  const { t } = useTranslation();
  const ui = useFeatureFormUi<Contact>('contact');
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver: contactResolver,
    valuesOf: () => ({ ownerName: '', phone1: '' }),
    save: (values) => http.post('/things', values, { skipErrorToast: true }),
  });
  return (
    <>
      <button onClick={ui.openCreate}>new</button>
      <FormPanel
        expanded={ui.expanded}
        edit={false}
        titles={{ create: 'New contact', edit: 'Edit contact' }}
        onSubmit={submit}
        onCancel={cancel}
        submitting={submitting}
        alert={alert}
        stale={stale}
        guard={guard}
      >
        <FormTextField form={form} name="ownerName" label={t('contacts.fields.ownerName')} />
        <FormTextField form={form} name="phone1" label={t('contacts.fields.phone1')} />
      </FormPanel>
    </>
  );
};

const renderContactPanel = async () => {
  const router = createMemoryRouter([{ path: '/', element: <ContactHarness /> }]);
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'new' }));
  const panel = await screen.findByRole('region', { name: 'New contact' });
  // The panel focuses its first field once it has opened; typing before that would be cut short.
  const first = within(panel).getByRole('textbox', { name: i18n.t('contacts.fields.ownerName') });
  await waitFor(() => expect(first).toHaveFocus());
  return { user, panel };
};

describe('FormPanel with the contact rules', () => {
  it.each([
    ['az', '12345', 'Düzgün telefon nömrəsi daxil edin, məsələn 050 123 45 67'],
    ['en', 'abc', 'Enter a valid phone number, e.g. 050 123 45 67'],
    ['ru', '050 123 45 6', 'Введите корректный номер телефона, например 050 123 45 67'],
  ])('in %s flags the phone %j before sending, with the server rule', async (language, written, message) => {
    await act(() => i18n.changeLanguage(language));
    // No handler for POST /things: a request would fail the test.
    const { user, panel } = await renderContactPanel();
    await user.type(
      within(panel).getByRole('textbox', { name: i18n.t('contacts.fields.ownerName') }),
      'Rəşad',
    );
    const phone = within(panel).getByRole('textbox', { name: i18n.t('contacts.fields.phone1') });
    await user.type(phone, written);
    await user.click(within(panel).getByRole('button', { name: i18n.t('forms.create') }));
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a 409 duplicate's message under the field it names", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${API}/things`, async ({ request }) => {
        bodies.push(await request.json());
        return errorBody(409, 'duplicate', 'Bu telefon artıq var', {
          phone1: ['This phone already belongs to the contact Rəşad Quliyev'],
        });
      }),
    );
    const { user, panel } = await renderContactPanel();
    await user.type(within(panel).getByRole('textbox', { name: 'Ad' }), 'Rəşad');
    const phone = within(panel).getByRole('textbox', { name: 'Telefon 1' });
    await user.type(phone, '050 123 45 67');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(
      await within(panel).findByText('This phone already belongs to the contact Rəşad Quliyev'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ ownerName: 'Rəşad', phone1: '050 123 45 67' }]);
  });
});
