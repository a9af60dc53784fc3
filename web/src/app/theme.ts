import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
  },
});
