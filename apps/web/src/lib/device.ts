/** What the mobile check needs from the browser; passed in so tests need no real device. */
export interface DeviceInfo {
  userAgent: string;
  /** Viewport width in CSS pixels. */
  width: number;
  /** True when the primary pointer is coarse (a finger). */
  coarsePointer: boolean;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|HarmonyOS/i;
/** Below this width a touch screen is treated as a phone. */
const NARROW_WIDTH = 768;

/** True for a phone: a mobile user agent, or a narrow touch screen. */
export function isMobileDevice(device: DeviceInfo): boolean {
  return MOBILE_UA.test(device.userAgent) || (device.coarsePointer && device.width < NARROW_WIDTH);
}

/** The current browser's device facts. */
export function currentDevice(): DeviceInfo {
  const coarse =
    typeof window.matchMedia === 'function' ? window.matchMedia('(pointer: coarse)').matches : false;
  return { userAgent: navigator.userAgent, width: window.innerWidth, coarsePointer: coarse };
}
