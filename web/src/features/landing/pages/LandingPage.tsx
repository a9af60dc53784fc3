import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalculator,
  IconChartBar,
  IconGift,
  IconShieldLock,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, ProductLogo } from '@/shared/ui/ProductLogo';

const FEATURES: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconUsers,
    title: 'Сотрудники и роли',
    text: 'Владелец, руководитель, сотрудник и проверяющий — у каждого свой доступ и свои задачи.',
  },
  {
    icon: IconBuildingStore,
    title: 'Филиалы и отделы',
    text: 'Несколько компаний, филиалов и отделов в одном аккаунте с быстрым переключением.',
  },
  {
    icon: IconCalculator,
    title: 'KPI и расчет зарплаты',
    text: 'Фиксированная, процентная и командная оплата по понятным правилам.',
  },
  {
    icon: IconGift,
    title: 'Бонусы и штрафы',
    text: 'Начисления, удержания и авансы с полной историей изменений.',
  },
  {
    icon: IconShieldLock,
    title: 'Роли и права доступа',
    text: 'Гибкое дерево разрешений: каждый видит только то, что ему положено.',
  },
  {
    icon: IconChartBar,
    title: 'Аналитика и отчеты',
    text: 'Дашборды в реальном времени, отчеты и публичные ссылки для экранов в офисе.',
  },
];

export default function LandingPage() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Container size="lg" py="md">
        <Group justify="space-between">
          <ProductLogo />
          <Button component={Link} to="/auth/login" variant="subtle">
            Войти
          </Button>
        </Group>
      </Container>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack align="center" ta="center" gap="md" maw={760} mx="auto">
          <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.15}>
            {PRODUCT_NAME} — управление персоналом и зарплатами
          </Title>
          <Text size="lg" c="dimmed">
            Сотрудники, структура компании, расчет KPI и зарплат, бонусы и штрафы в одном приложении для нескольких
            компаний.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={48}>
          {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
            <Card key={title} padding="lg" shadow="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <FeatureIcon size={24} />
              </ThemeIcon>
              <Text fw={700} mt="md">
                {title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Card mt={48} padding="xl" ta="center" bg="violet.0" style={{ borderColor: 'var(--mantine-color-violet-2)' }}>
          <Title order={2} size="h3">
            Начните работу прямо сейчас
          </Title>
          <Text c="dimmed" mt="xs">
            Создайте аккаунт и первую компанию за пару минут.
          </Text>
          <Group justify="center" mt="lg">
            <Button component={Link} to="/auth/login" size="md">
              Войти в систему
            </Button>
            <Button component={Link} to="/auth/register" size="md" variant="default">
              Создать аккаунт
            </Button>
          </Group>
        </Card>
      </Container>
    </Box>
  );
}
