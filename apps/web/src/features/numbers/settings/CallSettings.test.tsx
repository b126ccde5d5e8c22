import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import NumbersPanel from '../NumbersPanel.tsx';
import { listAnswer, resetNumbersState } from '../testing.ts';

function render(
  capabilities: { canForward: boolean; canVoicemail: boolean },
  answers: { forward?: () => Response; voicemail?: () => Response } = {},
) {
  setupRuntime('wetalk', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  useNavigation.setState({ tab: 'numbers', section: 'settings' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getVirtualPhoneList'))
      return envelope(0, listAnswer({ ...capabilities, forwardStatus: 1 }));
    if (path === apiUrl('setForward')) return answers.forward?.() ?? envelope(0, null);
    if (path === apiUrl('setVoicemail')) return answers.voicemail?.() ?? envelope(0, null);
    return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
  });
  renderWithProviders(<NumbersPanel />, 'wetalk');
  return fetchMock;
}

const forwardSwitch = () => screen.getByRole('switch', { name: 'Forward calls to my verified phone' });
const voicemailSwitch = () => screen.getByRole('switch', { name: 'Voicemail for unanswered calls' });

beforeEach(resetNumbersState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call settings', () => {
  it('shows each toggle only with its capability', async () => {
    render({ canForward: false, canVoicemail: true });
    await screen.findByTestId('numbers-settings');
    expect(screen.queryByRole('switch', { name: 'Forward calls to my verified phone' })).toBeNull();
    expect(voicemailSwitch()).toBeTruthy();
  });

  it('turning voicemail on turns forwarding off, as the server answers', async () => {
    const fetchMock = render(
      { canForward: true, canVoicemail: true },
      { voicemail: () => envelope(0, { forwardStatus: 0, voicemailStatus: 1 }) },
    );
    await screen.findByTestId('numbers-settings');
    expect((forwardSwitch() as HTMLInputElement).checked).toBe(true);
    expect((voicemailSwitch() as HTMLInputElement).checked).toBe(false);
    fireEvent.click(voicemailSwitch());
    await waitFor(() => expect((voicemailSwitch() as HTMLInputElement).checked).toBe(true));
    expect((forwardSwitch() as HTMLInputElement).checked).toBe(false);
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(apiUrl('setVoicemail')));
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ voicemail: 1 });
  });

  it('keeps the server state when forwarding is refused for want of a verified phone', async () => {
    render(
      { canForward: true, canVoicemail: true },
      {
        forward: () => envelope(Retcode.NEED_VERIFIED_PHONE, null, 'verify a phone first'),
        voicemail: () => envelope(0, { forwardStatus: 0, voicemailStatus: 1 }),
      },
    );
    await screen.findByTestId('numbers-settings');
    fireEvent.click(voicemailSwitch());
    await waitFor(() => expect((voicemailSwitch() as HTMLInputElement).checked).toBe(true));
    fireEvent.click(forwardSwitch());
    await waitFor(() => expect((forwardSwitch() as HTMLInputElement).disabled).toBe(false));
    expect((forwardSwitch() as HTMLInputElement).checked).toBe(false);
    expect((voicemailSwitch() as HTMLInputElement).checked).toBe(true);
  });
});
