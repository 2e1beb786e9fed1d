import { loadBanks, type Bank } from '@publi/domain';
import { useEffect, useState } from 'react';

/**
 * The list of Brazilian banks once loaded (`null` before), or `failed` when its chunk did not
 * arrive. The list is the domain's own chunk (`loadBanks`), never in a first bundle.
 */
export function useBanks(): { readonly banks: readonly Bank[] | null; readonly failed: boolean } {
  const [banks, setBanks] = useState<readonly Bank[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBanks().then(
      (loaded) => { if (live) setBanks(loaded); },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, []);
  return { banks, failed };
}
