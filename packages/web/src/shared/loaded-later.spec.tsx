import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedLater } from './loaded-later.js';

/** A load the test answers when it wants. */
function controlledLoad() {
  const calls: { resolve: (component: (props: { name: string }) => React.ReactNode) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<(props: { name: string }) => React.ReactNode>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;
const Waiting = ({ name, failed }: { name: string; failed: boolean }) => <p>{failed ? `Falhou para ${name}` : `Carregando ${name}`}</p>;

describe('loadedLater', () => {
  it('shows the stand-in until the code has loaded, then the part with the same props', async () => {
    const { load, calls } = controlledLoad();
    const Part = loadedLater(load, Waiting);
    render(<Part name="Ana" />);
    expect(screen.getByText('Carregando Ana')).toBeVisible();
    calls[0]?.resolve(Greeting);
    expect(await screen.findByText('Olá, Ana')).toBeVisible();
  });

  it('draws the part at once, loading nothing more, once its code is there', async () => {
    const { load, calls } = controlledLoad();
    const Part = loadedLater(load, Waiting);
    const preloading = Part.preload();
    calls[0]?.resolve(Greeting);
    await preloading;
    render(<Part name="Bia" />);
    expect(screen.getByText('Olá, Bia')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('says the code could not arrive, and tries again the next time it is shown', async () => {
    const { load, calls } = controlledLoad();
    const Part = loadedLater(load, Waiting);
    const first = render(<Part name="Caio" />);
    calls[0]?.reject(new Error('offline'));
    expect(await screen.findByText('Falhou para Caio')).toBeVisible();
    first.unmount();

    render(<Part name="Caio" />);
    expect(screen.getByText('Carregando Caio')).toBeVisible();
    calls[1]?.resolve(Greeting);
    expect(await screen.findByText('Olá, Caio')).toBeVisible();
  });
});
