import type { BrandId } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { AppDownloadDialog, downloadForm } from './AppDownloadDialog.tsx';

afterEach(() => cleanup());

function open(brand: BrandId, language: 'en' | 'zh-CN' = 'en') {
  setupRuntime(brand, language);
  const onClose = vi.fn();
  renderWithProviders(<AppDownloadDialog open onClose={onClose} />, brand);
  return { dialog: screen.getByRole('dialog'), onClose };
}

describe('downloadForm', () => {
  it('gives the store codes only to the brand flagged for them, one page code to the others', () => {
    const flagged = (Object.keys(brands) as BrandId[]).filter(
      (id) => downloadForm(brands[id]).kind === 'stores',
    );
    expect(flagged).toEqual(['pingme']);
    expect(downloadForm(brands.wephone)).toEqual({ kind: 'page', url: brands.wephone.appDownloadUrl });
  });

  it('follows the flag, not the brand name', () => {
    const unflagged = { ...brands.pingme, features: { ...brands.pingme.features, appDownloadStores: false } };
    expect(downloadForm(unflagged).kind).toBe('page');
    const flagged = { ...brands.wetalk, features: { ...brands.wetalk.features, appDownloadStores: true } };
    expect(downloadForm(flagged).kind).toBe('stores');
  });
});

describe('AppDownloadDialog', () => {
  it('shows pingme the iOS and Android codes and the APK link', () => {
    const { dialog } = open('pingme');
    expect(within(dialog).getByTestId('download-ios').dataset.url).toBe(brands.pingme.appDownload?.ios);
    expect(within(dialog).getByTestId('download-android').dataset.url).toBe(
      brands.pingme.appDownload?.android,
    );
    expect(within(dialog).getByRole('link', { name: 'Download the Android APK' }).getAttribute('href')).toBe(
      brands.pingme.appDownload?.apk,
    );
    expect(within(dialog).queryByTestId('download-app')).toBeNull();
  });

  it.each<BrandId>(['wephone', 'wetalk', 'wetalkpro', 'jiema'])(
    'shows %s one code of its download page, no store codes and no APK',
    (brand) => {
      const { dialog } = open(brand);
      expect(within(dialog).getByTestId('download-app').dataset.url).toBe(brands[brand].appDownloadUrl);
      expect(within(dialog).queryByTestId('download-ios')).toBeNull();
      expect(within(dialog).queryByTestId('download-android')).toBeNull();
      expect(within(dialog).queryByRole('link')).toBeNull();
    },
  );

  it('names the one code after the brand, in Chinese too', () => {
    const { dialog } = open('jiema', 'zh-CN');
    expect(within(dialog).getByText('接码手机版', { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByText('用手机扫描二维码获取应用。')).toBeTruthy();
  });

  it('closes with Close', async () => {
    const { dialog, onClose } = open('wephone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
