/** Main tabs of the shell, in the order the side bar shows them (no zod here: the service worker reads them). */
export const tabIds = ['chats', 'verification', 'numbers', 'contacts', 'account'] as const;
