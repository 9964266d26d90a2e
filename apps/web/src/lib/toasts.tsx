import { Notifications } from '@mantine/notifications';

/** The toast container, loaded with the first toast (see overlays.tsx). */
export default function Toasts() {
  return <Notifications position="top-right" autoClose={3000} />;
}
