/** The review queue: filters, oldest first, details and identity images, approve or refuse with a reason. */
export { ReviewQueueScreen } from './ReviewQueueScreen.tsx';
