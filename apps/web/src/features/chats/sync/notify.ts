/** Desktop notifications and their sound wait this long after a message arrives (1 s). */
export const NOTIFY_DELAY_MS = 1000;

let audio: AudioContext | null = null;

function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Asks for notification permission and unlocks audio on the first user gesture (browsers allow
 * neither without one); `onAnswer` runs once the person answered. Returns a function that stops waiting.
 */
export function armNotifications(onAnswer: () => void = () => {}): () => void {
  const onGesture = () => {
    stop();
    if (notificationsSupported() && Notification.permission === 'default') {
      void Notification.requestPermission()
        .then(onAnswer)
        .catch(() => undefined);
    }
    try {
      const Context =
        window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (Context && !audio) audio = new Context();
    } catch {
      audio = null;
    }
  };
  const stop = () => {
    window.removeEventListener('pointerdown', onGesture, true);
    window.removeEventListener('keydown', onGesture, true);
  };
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
  return stop;
}

/** A short two-tone beep through WebAudio (silent when audio was never unlocked). */
export function beep(): void {
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    gain.connect(audio.destination);
    const tone = audio.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(880, start);
    tone.frequency.setValueAtTime(1175, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.32);
  } catch {
    // Sound is a nicety; a browser that refuses it still shows the notification.
  }
}

/** What a notification says and which conversation it opens. */
export interface NotificationContent {
  title: string;
  body: string;
  /** Conversation key: a newer notification of the same conversation replaces the older one. */
  tag: string;
  onClick?: () => void;
}

/**
 * Shows a desktop notification with a sound after NOTIFY_DELAY_MS, unless the window has gained
 * focus in the meantime. Returns a function that cancels it.
 */
export function scheduleNotification(content: NotificationContent, hasFocus = () => document.hasFocus()) {
  const timer = setTimeout(() => {
    if (hasFocus()) return;
    beep();
    if (!notificationsSupported() || Notification.permission !== 'granted') return;
    try {
      const notification = new Notification(content.title, { body: content.body, tag: content.tag });
      notification.onclick = () => {
        window.focus();
        content.onClick?.();
        notification.close();
      };
    } catch {
      // Some browsers only allow notifications from a service worker; the sound already played.
    }
  }, NOTIFY_DELAY_MS);
  return () => clearTimeout(timer);
}
