import { useEffect, useState } from 'react';

/** A Brazilian bank as the bank select lists it. */
export interface BankOption {
  /** The 3-digit COMPE code, such as '260'. */
  readonly code: string;
  readonly name: string;
}

/** The list of Brazilian banks, from the domain's own chunk (never in a first bundle). */
function loadBanks(): Promise<readonly BankOption[]> {
  return import('@publi/domain/banks').then((module) => module.BRAZILIAN_BANKS);
}

/** The banks once loaded (`null` before), or `failed` when the chunk did not arrive. */
export function useBanks(): { readonly banks: readonly BankOption[] | null; readonly failed: boolean } {
  const [banks, setBanks] = useState<readonly BankOption[] | null>(null);
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
