import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { EMPLOYEES } from '../employees.messages';

/**
 * The next page: loaded by itself when the end of the list scrolls into view (where the browser
 * has IntersectionObserver), or with the button.
 */
export function LoadMore({
  shown,
  total,
  hasNextPage,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasNextPage: boolean;
  loading: boolean;
  onLoadMore(): void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    // Re-observed after every page: the first report tells whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, shown]);

  if (total === 0) return null;
  return (
    <Stack gap={6} align="center">
      <Text size="xs" c="dimmed">
        {EMPLOYEES.shown(shown, total)}
      </Text>
      {hasNextPage && (
        <Center ref={sentinel}>
          <Button variant="light" loading={loading} onClick={onLoadMore}>
            {EMPLOYEES.loadMore}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
