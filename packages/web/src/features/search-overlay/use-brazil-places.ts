import { loadBrazilStates, type BrazilState } from '@publi/domain';
import { useCallback, useEffect, useState } from 'react';

/** A city as a chip shows it: its name and its state's sigla. */
export interface CityOption {
  readonly name: string;
  readonly sigla: string;
}

/** The states by name, and every city, once the dataset has loaded. */
export interface BrazilPlaces {
  readonly states: readonly { readonly name: string; readonly sigla: string }[];
  readonly cities: readonly CityOption[];
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

// Loaded once per page: the dataset is big and never changes.
let cache: Promise<BrazilPlaces> | undefined;

function placesFrom(units: readonly BrazilState[]): BrazilPlaces {
  const states = [...units].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')).map((unit) => ({ name: unit.nome, sigla: unit.sigla }));
  const cities = units.flatMap((unit) => unit.cidades.map((name) => ({ name, sigla: unit.sigla })));
  return { states, cities };
}

/** The states and cities, fetched (as a chunk of its own) only after `load()` is first called. */
export function useBrazilPlaces(): { places: BrazilPlaces | null; status: Status; load: () => void } {
  const [places, setPlaces] = useState<BrazilPlaces | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => { setWanted(true); }, []);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setStatus('loading');
    cache ??= loadBrazilStates().then(placesFrom);
    cache.then(
      (loaded) => { if (live) { setPlaces(loaded); setStatus('ready'); } },
      () => { cache = undefined; if (live) setStatus('failed'); },
    );
    return () => { live = false; };
  }, [wanted]);
  return { places, status, load };
}
