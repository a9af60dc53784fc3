export { default } from '@/features/placeholder/pages/UnavailablePage';
