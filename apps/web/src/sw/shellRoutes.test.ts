import {
  API_BASE,
  ASSETS_PATH,
  apiUrl,
  CONSOLE_PATH,
  HEALTH_PATH,
  SIMULATOR_PAGE_PATH,
  SOCKET_PATH,
  WEB_MANIFEST_PATH,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { shellRouteOf } from './shellRoutes.ts';

const at = (path: string) => new URL(path, 'http://pingme.localhost:3000');

describe('shellRouteOf', () => {
  it('keeps the page for the app’s own addresses only', () => {
    for (const path of [
      '/',
      '/index.html',
      '/chats',
      '/chats/12025550100-12025550111',
      '/account/recharge',
    ]) {
      expect(shellRouteOf(at(path), 'navigate'), path).toBe('page');
    }
    for (const path of [
      CONSOLE_PATH,
      `${CONSOLE_PATH}/users`,
      SIMULATOR_PAGE_PATH,
      `${API_BASE}/x`,
      HEALTH_PATH,
    ]) {
      expect(shellRouteOf(at(path), 'navigate'), path).toBe('network');
    }
  });

  it('keeps fingerprinted files and lets every call, socket and other file through', () => {
    expect(shellRouteOf(at(`${ASSETS_PATH}index-abc123.js`), 'cors')).toBe('asset');
    for (const path of [apiUrl('getChatList'), `${SOCKET_PATH}/?EIO=4`, '/chats', WEB_MANIFEST_PATH]) {
      expect(shellRouteOf(at(path), 'cors'), path).toBe('network');
    }
  });
});
