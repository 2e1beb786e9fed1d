import { useEffect } from 'react';
import { useStores } from '../stores/stores-context.js';

/** Keeps the UI store's viewport width current, which drives the mobile flag. */
export function ViewportWatcher() {
  const { ui } = useStores();
  useEffect(() => {
    const update = () => { ui.setViewportWidth(window.innerWidth); };
    update();
    window.addEventListener('resize', update);
    return () => { window.removeEventListener('resize', update); };
  }, [ui]);
  return null;
}
