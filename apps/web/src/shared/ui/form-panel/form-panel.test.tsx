import { updateRoleSchema } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
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
  const { form, submit, cancel, reload, alert, stale, submitting } = usePanelForm({
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
      >
        <FormTextField form={form} name="name" label={t('cities.fields.name')} />
      </FormPanel>
    </>
  );
};

const renderPanel = (onReload = vi.fn()) => {
  const store = createStore();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <Harness onReload={onReload} />
    </Providers>,
  );
  return { store, onReload };
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
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Create thing' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'new' }));
    panel = await screen.findByRole('region', { name: 'Create thing' });
    expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveValue('');
  });
});
