import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { OK } from '@app/contract/constants';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActiveBadge, RoleBadge } from '../../../components/status-badge.tsx';
import { contractValidate, showSaveFailure } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { changePassword } from '../api/change-password.ts';

export default function ProfilePage() {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: contractValidate((s) => s.changePasswordBody),
  });
  if (!user) return null;

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    const r = await changePassword(values);
    setBusy(false);
    if (r.success) {
      notifySuccess(OK.passwordChanged);
      form.reset();
    } else showSaveFailure(r, form.setErrors);
  });

  return (
    <>
      <PageHeader title="Profile" subtitle="Your account and password" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="md">
            Account
          </Title>
          <Stack gap="xs">
            <Text>
              <Text span c="dimmed">
                Name:{' '}
              </Text>
              {user.name}
            </Text>
            <Text>
              <Text span c="dimmed">
                Email:{' '}
              </Text>
              {user.email}
            </Text>
            <Group gap="xs">
              <RoleBadge role={user.role} />
              <ActiveBadge active={user.is_active} />
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="md">
            Change Password
          </Title>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack>
              <PasswordInput
                label="Current password"
                required
                autoComplete="current-password"
                {...form.getInputProps('current_password')}
              />
              <PasswordInput
                label="New password"
                required
                autoComplete="new-password"
                description="At least 8 characters, hard to guess, without your name or email"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm new password"
                required
                autoComplete="new-password"
                {...form.getInputProps('password_confirmation')}
              />
              <Group justify="flex-end">
                <Button type="submit" disabled={busy}>
                  {busy ? 'Saving...' : 'Change Password'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </SimpleGrid>
    </>
  );
}
