import type { BrandId, ProfileData, UiLanguage, UpdateProfileData } from '@switchboard/protocol';
import { apiUrl, DATA_PATHS, Retcode } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_DEBOUNCE_MS } from '../../components/clickDebounce.ts';
import { useSession } from '../../lib/session.ts';
import { describedBy, envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { closeProfileStatus, closeUpdateProfile, openUpdateProfile } from './dialogs.ts';
import { ProfileStatusModal } from './ProfileStatusModal.tsx';
import { profileFixture } from './testing.ts';
import { UpdateProfileModal } from './UpdateProfileModal.tsx';

const COUNTRIES = [
  { code: 'CA', name: 'Canada', telCode: '1' },
  { code: 'US', name: 'United States', telCode: '1' },
];

const EMPTY: Partial<ProfileData> = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  province: '',
  country: '',
  regionCode: '',
  postalCode: '',
  profileStatus: -1,
  useCaseStatus: -1,
};

function render(
  brand: BrandId,
  profile: Partial<ProfileData>,
  answer: UpdateProfileData | (() => Response) = { profileStatus: 1, useCaseStatus: 1 },
  language: UiLanguage = 'en',
) {
  setupRuntime(brand, language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getProfile')) return envelope(0, profileFixture(profile));
    if (path === apiUrl('updateProfile'))
      return typeof answer === 'function' ? answer() : envelope(0, answer);
    if (path === DATA_PATHS.countriesEn) return new Response(JSON.stringify(COUNTRIES));
    return envelope(0, null);
  });
  renderWithProviders(
    <>
      <UpdateProfileModal />
      <ProfileStatusModal />
    </>,
    brand,
  );
  act(() => openUpdateProfile());
  return fetchMock;
}

function updateCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes(apiUrl('updateProfile')));
}

async function type(testId: string, value: string) {
  fireEvent.change(await screen.findByTestId(testId), { target: { value } });
}

afterEach(() => {
  cleanup();
  closeUpdateProfile();
  closeProfileStatus();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UpdateProfileModal', () => {
  it('alerts every missing field, with the use-case prompts on use-case brands, and sends nothing', async () => {
    const fetchMock = render('wephone', {
      ...EMPTY,
      featureOptions: [],
      userCaseOptions: [],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Please enter your first name');
    for (const text of [
      'Please enter your first name',
      'Please enter your last name',
      'Please ensure the address you entered is true and accurate.',
      'Please enter your city',
      'Please enter your state or province',
      'Please choose your country or region',
      'Please enter your postal code',
      'Please choose your most-used feature',
      'Please choose how to use the product',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(updateCalls(fetchMock)).toHaveLength(0);
  });

  it('does not ask for the use case on other brands and cuts the city to 20 characters', async () => {
    render('pingme', EMPTY);
    await type('profile-field-city', 'Llanfairpwllgwyngyllgogerychwyrndrobwll');
    expect((screen.getByTestId('profile-field-city') as HTMLInputElement).value).toBe('Llanfairpwllgwyngyll');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.queryByText('Please choose your most-used feature')).toBeNull();
    expect(screen.queryByText('Please choose how to use the product')).toBeNull();
  });

  it('sends the completed form with the chosen country and use case, then shows the pending status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = render('wetalk', { ...EMPTY, featureOptions: [], userCaseOptions: [] });
    await type('profile-field-firstName', 'Grace');
    await type('profile-field-lastName', 'Hopper');
    await type('profile-field-address', '2 Navy Way');
    await type('profile-field-city', 'Arlington');
    await type('profile-field-province', 'VA');
    await type('profile-field-postalCode', '22201');
    const country = screen.getByRole('combobox', { name: /Country\/Region/ });
    fireEvent.change(country, { target: { value: 'Uni' } });
    fireEvent.click(await screen.findByRole('option', { name: 'United States' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Texting (SMS/MMS)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Others (please specify)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please tell us how you will use the product')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Please specify' }), {
      target: { value: 'Work calls' },
    });
    // The Save button ignores a second click within 1 s (spec 001 click debounce).
    act(() => vi.advanceTimersByTime(CLICK_DEBOUNCE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Profile submitted' })).toBeTruthy();
    const [, init] = updateCalls(fetchMock)[0] ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      address: '2 Navy Way',
      city: 'Arlington',
      province: 'VA',
      country: 'United States',
      regionCode: 'US',
      postalCode: '22201',
      feature: 'texting',
      platform: 'wetalk',
    });
    expect(JSON.parse(body.userCase)).toEqual([{ value: 'others', text: 'Work calls' }]);
    expect(screen.queryByRole('dialog', { name: 'Update profile' })).toBeNull();
    // Many inputs on a shared two-core machine: a generous limit, not a timing assertion.
  }, 30_000);

  it('shows the refused status after a refused update and leads on to the update dialog', async () => {
    render('pingme', {}, { profileStatus: 100, useCaseStatus: 2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const refused = await screen.findByRole('dialog', { name: 'Profile refused' });
    fireEvent.click(within(refused).getByRole('button', { name: 'Update now' }));
    expect(await screen.findByRole('dialog', { name: 'Update profile' })).toBeTruthy();
  });

  it('asks before dropping unsaved changes: Stay on Page keeps the form, Discard closes it', async () => {
    render('pingme', {});
    await type('profile-field-firstName', 'Augusta');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'You Have Unsaved Changes' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stay on Page' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'You Have Unsaved Changes' })).toBeNull(),
    );
    expect((screen.getByTestId('profile-field-firstName') as HTMLInputElement).value).toBe('Augusta');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update profile' })).toBeNull());
  });

  it('closes at once when nothing changed', async () => {
    render('pingme', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update profile' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'You Have Unsaved Changes' })).toBeNull();
  });

  it('closes at once when an edit was undone: the form is back to what it opened with', async () => {
    render('pingme', { firstName: 'Ada' });
    await waitFor(() =>
      expect((screen.getByTestId('profile-field-firstName') as HTMLInputElement).value).toBe('Ada'),
    );
    await type('profile-field-firstName', 'Augusta');
    await type('profile-field-firstName', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update profile' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'You Have Unsaved Changes' })).toBeNull();
  });

  it('says a missing field under that field, in English and in Chinese, until it is edited', async () => {
    render('pingme', { ...EMPTY, lastName: 'Lovelace' });
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const first = screen.getByTestId('profile-field-firstName');
    await waitFor(() => expect(describedBy(first)).toBe('Please enter your first name'));
    expect(describedBy(screen.getByTestId('profile-field-lastName'))).toBe('');
    await type('profile-field-firstName', 'A');
    expect(describedBy(first)).toBe('');
    cleanup();
    closeUpdateProfile();

    render('pingme', EMPTY, undefined, 'zh-CN');
    const zhDialog = await screen.findByRole('dialog', { name: '更新资料' });
    fireEvent.click(within(zhDialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(describedBy(screen.getByTestId('profile-field-firstName'))).toBe('请输入您的名'),
    );
  });

  it('says a name longer than the server takes under the field', async () => {
    render('pingme', EMPTY);
    await type('profile-field-firstName', 'x'.repeat(51));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(screen.getByTestId('profile-field-firstName'))).toBe(
        'Please use at most 50 characters',
      ),
    );
  });

  it("shows a refused update's reason above the fields and keeps the form open", async () => {
    render('pingme', {}, () => envelope(Retcode.TOO_MANY_REQUESTS, null, 'Too many updates today.', 429));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    await waitFor(() => expect(within(dialog).getByText('Too many updates today.')).toBeTruthy());
  });
});
