import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CV_ID,
  USER_ID,
  answerEdit,
  answerSave,
  renderEditRouter,
  stackSectionCards,
} from '../testing/edit-page-harness';
import { editDraftKey } from '../utils/edit-draft';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const storedDraft = (userId = USER_ID) => localStorage.getItem(editDraftKey(userId, CV_ID));
const leavePrompt = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

async function openAndEditCompany(value: string) {
  const view = renderEditRouter();
  const company = await screen.findByLabelText('Company 1');
  await view.user.clear(company);
  await view.user.type(company, value);
  return view;
}

/** Clicking Back in the browser: a POP navigation the router's blocker sees. */
const goBack = (router: ReturnType<typeof renderEditRouter>['router']) =>
  act(() => router.navigate(-1));

beforeEach(() => {
  stackSectionCards();
  answerEdit();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('EditCvPage: local draft and the leave prompt', () => {
  it('keeps unsaved changes as a draft, asks on Back, and offers the draft on return', async () => {
    const { user, router, unmount } = await openAndEditCompany('Globex');
    await waitFor(() => expect(storedDraft()).toContain('Globex'));

    await goBack(router);
    const prompt = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(leavePrompt()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/cv/${CV_ID}/edit`);
    expect(screen.getByLabelText('Company 1')).toHaveValue('Globex');

    await goBack(router);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app');
    expect(storedDraft()).toContain('Globex');
    unmount();

    // Coming back: the saved content loads, and the draft is offered.
    const back = renderEditRouter();
    const offer = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    expect(screen.getByLabelText('Company 1')).toHaveValue('Acme');
    await back.user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Company 1')).toHaveValue('Globex');
    // Restored and still unsaved: still a draft, still guarded.
    expect(storedDraft()).toContain('Globex');
    await goBack(back.router);
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  });

  it('discards a draft on request: the saved content stays and the draft is gone', async () => {
    const first = await openAndEditCompany('Globex');
    await waitFor(() => expect(storedDraft()).toContain('Globex'));
    first.unmount();

    const { user, router } = renderEditRouter();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Company 1')).toHaveValue('Acme');
    expect(storedDraft()).toBeNull();
    await goBack(router);
    expect(await screen.findByTestId('location')).toHaveTextContent('/app');
    expect(leavePrompt()).not.toBeInTheDocument();
  });

  it('keeps drafts per user: another user of the same browser is not offered one', async () => {
    const first = await openAndEditCompany('Globex');
    await waitFor(() => expect(storedDraft()).toContain('Globex'));
    first.unmount();

    renderEditRouter('user-2');
    expect(await screen.findByLabelText('Company 1')).toHaveValue('Acme');
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).toBeNull();
    expect(storedDraft()).toContain('Globex');
  });

  it('clears the draft on a successful save and leaves for the preview without asking', async () => {
    const bodies = answerSave();
    const { user } = await openAndEditCompany('Globex');
    await waitFor(() => expect(storedDraft()).toContain('Globex'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/app/cv/${CV_ID}/preview`);
    expect(bodies).toHaveLength(1);
    expect(leavePrompt()).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('keeps the draft when the save fails', async () => {
    answerSave(500, { success: false, code: 'SERVER_ERROR', message: 'Disk full' });
    const { user } = await openAndEditCompany('Globex');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    expect(storedDraft()).toContain('Globex');
  });

  it('asks the browser before unloading only while there are unsaved changes', async () => {
    const { user } = renderEditRouter();
    const company = await screen.findByLabelText('Company 1');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(company, 'X');
    expect(unload()).toBe(true);
    // Typing it back away: nothing unsaved, no draft, no question.
    await user.type(company, '{Backspace}');
    await waitFor(() => expect(storedDraft()).toBeNull());
    expect(unload()).toBe(false);
  });

  it('lets Back through at once when nothing changed', async () => {
    const { router } = renderEditRouter();
    await screen.findByLabelText('Company 1');
    await goBack(router);
    expect(await screen.findByTestId('location')).toHaveTextContent('/app');
    expect(storedDraft()).toBeNull();
  });
});
