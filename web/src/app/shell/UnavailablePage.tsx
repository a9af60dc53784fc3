import { useLocation } from 'react-router-dom';
import { pageHeading } from './route-meta';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

/** A shell section whose feature is not built yet: its title and an honest notice, no sample data. */
export default function UnavailablePage() {
  const { pathname } = useLocation();
  return <SectionUnavailable title={pageHeading(pathname, null).title} />;
}
