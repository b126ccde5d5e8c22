/** The alt text of the test servers' banner: operator content, in the language the operator wrote. */
export const E2E_BANNER_ALT = 'Unlimited texts for 30 days';

/**
 * Settings every end-to-end server runs with, the shared one and a test's own. All specs sign up,
 * sign in and ask for codes from the one address of this machine, so the per-address and per-account
 * limits are lifted; the browser cannot read a captcha picture, so the server hands tests its answer.
 */
export const E2E_SERVER_SETTINGS = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_MAX: '100000',
  LOGIN_IP_CAPTCHA_AFTER: '100000',
  REGISTER_CAPTCHA_AFTER: '100000',
  VERIFY_FREE_SMS_PER_IP_HOUR: '100000',
  VERIFY_MAX_PER_IP_HOUR: '100000',
  VERIFY_SMS_PER_NUMBER_HOUR: '100000',
  VERIFY_SMS_PER_ACCOUNT_HOUR: '100000',
  VERIFY_SMS_PER_PREFIX_HOUR: '100000',
  CAPTCHA_REVEAL_ANSWERS: 'true',
  // Renewals run when a test lets time pass for a number (the simulator's renewal clock), never on
  // their own between two steps of a test: the periodic run waits a day.
  RENEWALS_EVERY_MS: '86400000',
  // One banner, as an operator configures it, so the screens that show banners have one to show.
  ADS_JSON: JSON.stringify([
    {
      imageUrl: `data:image/svg+xml,${encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#00a870"/></svg>',
      )}`,
      linkUrl: 'https://example.com/offer',
      alt: E2E_BANNER_ALT,
    },
  ]),
} as const;
