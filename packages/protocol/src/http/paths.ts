/** Every HTTP call lives under this base. */
export const API_BASE = '/web';

/** Paths of the HTTP calls, relative to API_BASE. Use these, never string literals. */
export const ApiPath = {
  preLogin: '/preLogin',
  register: '/register',
  login: '/login',
  logout: '/logout',
  refreshToken: '/refreshToken',
  /** Sends a password reset code to the email or phone an account signs in with. */
  requestPasswordReset: '/requestPasswordReset',
  /** Sets a new password with a reset code; every session of the account ends. */
  resetPassword: '/resetPassword',
  /** Changes the password; every other session of the account ends. */
  changePassword: '/changePassword',
  /** Deletes the caller's account for good once its password confirms it; every session ends. */
  deleteAccount: '/deleteAccount',
  /** The account's live sessions. */
  getSessionList: '/getSessionList',
  /** Ends one other session of the account. */
  signOutSession: '/signOutSession',
  /** Ends every session of the account but the caller's. */
  signOutOtherSessions: '/signOutOtherSessions',
  getAccountInfo: '/getAccountInfo',
  queryBalance: '/queryBalance',
  captcha: '/captcha',
  genCaptcha: '/genCaptcha',
  getVirtualPhoneList: '/getVirtualPhoneList',
  getChatList: '/getChatList',
  getChatListByDate: '/getChatListByDate',
  getDialogList: '/getDialogList',
  /** Moves a conversation's read marker forward. */
  markChatRead: '/markChatRead',
  delSms: '/delSms',
  speechToText: '/speechToText',
  /** Media of messages: `/media/<id>`; served only to the two parties, with the token header. */
  media: '/media',
  getCloudAddressBook: '/getCloudAddressBook',
  createOrUpdateCloudAddressBook: '/createOrUpdateCloudAddressBook',
  delCloudAddressBook: '/delCloudAddressBook',
  /** Saves a batch of imported contacts; a retried batch creates nothing twice. */
  importCloudAddressBook: '/importCloudAddressBook',
  getPaymentMethods: '/getPaymentMethods',
  paySubmit: '/paySubmit',
  alipayPaySubmit: '/alipay/paySubmit',
  /** cloudnumber's own Alipay call (the spec: "cloudnumber uses a separate call"). */
  cloudAlipayPaySubmit: '/cloudnumber/alipay/paySubmit',
  cryptoPaySubmit: '/cryptoCurrency/paySubmit',
  etherPaySubmit: '/etherPay/paySubmit',
  paypalPaySubmit: '/paypal/paySubmit',
  getPaymentList: '/getPaymentList',
  /** The status of one of the account's payment orders (WeChat's "Payment completed" checks it). */
  getPaymentOrder: '/getPaymentOrder',
  getProfile: '/getProfile',
  updateProfile: '/updateProfile',
  getKYCInfo: '/getKYCInfo',
  updateKYCInfo: '/updateKYCInfo',
  /** Identity images: `/kyc/<id>`; served only to their owner, with the token header. */
  kycImage: '/kyc',
  confirmCaptcha: '/confirmCaptcha',
  sliderCaptcha: '/sliderCaptcha',
  verifySlider: '/verifySlider',
  /** Whether a phone or email may be verified by the caller, asked before any captcha or code. */
  checkContact: '/checkContact',
  getVerifyCode: '/getVerifyCode',
  requestToVerifyEmail: '/requestToVerifyEmail',
  validateCode: '/validateCode',
  validateCodeForEmail: '/validateCodeForEmail',
  setPhoneForAccount: '/setPhoneForAccount',
  updatePhone: '/updatePhone',
  setEmailForAccount: '/setEmailForAccount',
  updateEmail: '/updateEmail',
  getBillList: '/getBillList',
  getCallList: '/getCallList',
  getNormalSmsList: '/getNormalSmsList',
  getSubscriptionList: '/getSubscriptionList',
  getCountryRates: '/getCountryRates',
  queryInviteInfo: '/queryInviteInfo',
  getInviteCode: '/getInviteCode',
  getInviter: '/getInviter',
  setInviter: '/setInviter',
  /** The caller's VIP membership and the price of a period (wetalk). */
  getVipInfo: '/getVipInfo',
  /** Buys or extends the VIP membership from the balance (wetalk). */
  buyVip: '/buyVip',
  getAdConfig: '/getAdConfig',
  getAreaCodeV2: '/getAreaCodeV2',
  getVirtualPhoneByAreaCode: '/getVirtualPhoneByAreaCode',
  getPlanList: '/getPlanList',
  getManagePlanList: '/getManagePlanList',
  preChangePlan: '/preChangePlan',
  changePlan: '/changePlan',
  subVirtualPhone: '/subVirtualPhone',
  reSubVirtualPhone: '/reSubVirtualPhone',
  unSubVirtualPhone: '/unSubVirtualPhone',
  /** Pays the overdue renewal of a number in its grace days now ("Pay now"). */
  renewVirtualPhone: '/renewVirtualPhone',
  setForward: '/setForward',
  setVoicemail: '/setVoicemail',
  getAppList: '/getAppList',
  getVerificationCodePhoneListV2: '/getVerificationCodePhoneListV2',
  getCodeNumberFeeByAppV2: '/getCodeNumberFeeByAppV2',
  lockVerificationCodePhone: '/lockVerificationCodePhone',
  /** Ends the caller's wait on a locked number (Done, Back, leaving the page): no code is charged after. */
  releaseVerificationCodePhone: '/releaseVerificationCodePhone',
  getVerificationCodeSmsList: '/getVerificationCodeSmsList',
  getAppListByAccount: '/getAppListByAccount',
  getCodeNumberListByAccount: '/getCodeNumberListByAccount',
  subVerificationCodePhone: '/subVerificationCodePhone',
  unSubVerificationCodePhone: '/unSubVerificationCodePhone',
  /** Gives up a kept, unsubscribed verification number now ("Release"). */
  releaseCodeNumber: '/releaseCodeNumber',
  reSubVerificationCodePhone: '/reSubVerificationCodePhone',
  getSubCodeNumberList: '/getSubCodeNumberList',
  getCodeSmsList: '/getCodeSmsList',
  sendCodeSms: '/sendCodeSms',
} as const;

/** Name of an HTTP call. */
export type ApiCall = keyof typeof ApiPath;

/** The full path of a call, e.g. `/web/login`. */
export function apiUrl(call: ApiCall): string {
  return `${API_BASE}${ApiPath[call]}`;
}

/** Health probe, outside the API base. */
export const HEALTH_PATH = '/healthz';

/** Request header that carries the session token. */
export const AUTH_HEADER = 'x-auth-token';

/** Web version stamp sent as the `webVersion` query field. */
export const WEB_VERSION = '202504220300';

/** The client refreshes its token this often while logged in (12 h). */
export const TOKEN_REFRESH_INTERVAL_MS = 43_200_000;
