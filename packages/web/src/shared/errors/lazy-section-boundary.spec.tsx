import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazySectionBoundary } from './lazy-section-boundary.js';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/menu-Dj.js');
}

describe('LazySectionBoundary', () => {
  it('shows the section while it works', () => {
    render(<LazySectionBoundary fallback={<p>reserva</p>}><p>seção</p></LazySectionBoundary>);
    expect(screen.getByText('seção')).toBeVisible();
    expect(screen.queryByText('reserva')).toBeNull();
  });

  it('gives way to its fallback and reports the failure once, keeping the rest of the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    render(
      <main>
        <h1>Página</h1>
        <LazySectionBoundary fallback={<p>reserva</p>} onFailure={onFailure}><Broken /></LazySectionBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Página' })).toBeVisible();
    expect(screen.getByText('reserva')).toBeVisible();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(String(onFailure.mock.calls[0]?.[0])).toContain('dynamically imported module');
  });

  it('tries the section again when it is asked for again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let works = false;
    const Section = () => (works ? <p>seção</p> : <Broken />);
    const onFailure = vi.fn();
    const view = render(<LazySectionBoundary retryKey={1} onFailure={onFailure}><Section /></LazySectionBoundary>);
    expect(screen.queryByText('seção')).toBeNull();
    view.rerender(<LazySectionBoundary retryKey={1} onFailure={onFailure}><Section /></LazySectionBoundary>);
    expect(screen.queryByText('seção')).toBeNull();
    works = true;
    view.rerender(<LazySectionBoundary retryKey={2} onFailure={onFailure}><Section /></LazySectionBoundary>);
    expect(screen.getByText('seção')).toBeVisible();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
