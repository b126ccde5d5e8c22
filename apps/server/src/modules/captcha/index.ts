/** Graphic captcha images and their one-time answers. */
export { captchaRoutes } from './captcha.routes.ts';
export { CaptchaService } from './captcha.service.ts';
