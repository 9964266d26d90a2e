import { notifications } from '@mantine/notifications';

/** Outcomes as toasts: successes close after 3 s, errors stay. */
export const notifySuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: 3000 });

export const notifyError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: false, withCloseButton: true });
