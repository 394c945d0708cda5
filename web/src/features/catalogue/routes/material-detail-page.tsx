import { useParams } from '@/lib/router';
import { MaterialDetail } from '../components/material-detail';
import { parseId } from '../lib/material-fields';

/** `/material/{id}` (B§2 Material detail, MD-01..MD-09). */
export function MaterialDetailPage() {
  const { id } = useParams();
  return <MaterialDetail id={parseId(id)} />;
}
