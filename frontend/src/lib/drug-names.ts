import { useEffect, useState } from 'react';

type DrugNames = typeof import('@regimen/domain/prescription/drug-name-suggestions');

let loading: Promise<DrugNames> | null = null;

/** The drug dictionary, loaded on first use: it stays out of the landing bundle. */
function loadDrugNames(): Promise<DrugNames> {
  loading ??= import('@regimen/domain/prescription/drug-name-suggestions');
  return loading;
}

/** The dictionary once loaded (null until then, or if it failed to load). */
export function useDrugNames(): DrugNames | null {
  const [names, setNames] = useState<DrugNames | null>(null);
  useEffect(() => {
    let live = true;
    loadDrugNames().then(
      (loaded) => live && setNames(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return names;
}
