import { ModalsProvider } from '@mantine/modals';

/** Mantine's modals manager, loaded with the first confirm (see overlays.tsx). */
export default function ConfirmModals() {
  return <ModalsProvider />;
}
