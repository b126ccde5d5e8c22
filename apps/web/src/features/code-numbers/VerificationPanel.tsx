import { useBrand } from '../../lib/runtime.ts';
import { JiemaVerification } from './jiema/index.ts';
import { MultiBrandVerification } from './multi/index.ts';

/** The verification tab: jiema's single page, or the multi-brand section on the other brands. */
export default function VerificationPanel() {
  const brand = useBrand();
  return brand.id === 'jiema' ? <JiemaVerification /> : <MultiBrandVerification />;
}
