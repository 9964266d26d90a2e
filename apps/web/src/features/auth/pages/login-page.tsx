import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { LoginForm } from '../components/login-form.tsx';
import classes from './login-page.module.css';

export default function LoginPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box className={classes.brand} visibleFrom="md">
        <Stack gap="lg" maw={420}>
          <ThemeIcon size={56} radius="xl" variant="white">
            <IconPlaneDeparture size={32} />
          </ThemeIcon>
          <Title order={1} c="white">
            TravelDesk
          </Title>
          <Text c="white" size="lg" style={{ opacity: 0.9 }}>
            Branches, staff, accounts, enquiries, bookings and the day&apos;s operations — one back
            office for the whole agency.
          </Text>
        </Stack>
      </Box>
      <Box className={classes.formSide}>
        <Paper w="100%" maw={420} p="xl" radius="lg" withBorder shadow="sm" component="main">
          <Stack gap={4} mb="lg">
            <Title order={2}>Welcome Back</Title>
            <Text size="xs" fw={700} c="dimmed" style={{ letterSpacing: 1.5 }}>
              LOGIN WITH EMAIL
            </Text>
          </Stack>
          <LoginForm onSuccess={() => void navigate(paths.dashboard, { replace: true })} />
        </Paper>
      </Box>
    </SimpleGrid>
  );
}
