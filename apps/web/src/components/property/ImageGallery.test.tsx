import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageGallery } from './ImageGallery.tsx';

afterEach(cleanup);

function show(images: string[], onImageError = vi.fn()) {
  render(
    <MantineProvider>
      <ImageGallery images={images} label="12 Oxford Road" onImageError={onImageError} />
    </MantineProvider>,
  );
  return onImageError;
}

const position = () => screen.getByTestId('gallery-position').textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));

describe('ImageGallery', () => {
  it('pages forward past the last picture to the first, and back past the first to the last', () => {
    show(['/a.svg', '/b.svg', '/c.svg']);
    expect(position()).toBe('1 / 3');
    next();
    next();
    expect(position()).toBe('3 / 3');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/c.svg');
    next();
    expect(position()).toBe('1 / 3');
    previous();
    expect(position()).toBe('3 / 3');
  });

  it('pages with the arrow keys', () => {
    show(['/a.svg', '/b.svg']);
    const gallery = screen.getByTestId('gallery');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(position()).toBe('2 / 2');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(position()).toBe('1 / 2');
  });

  it('describes each picture and offers no paging for a single one', () => {
    show(['/a.svg']);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Picture 1 of 1 of 12 Oxford Road');
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
  });

  it('reports a picture that fails to load and shows a placeholder instead', () => {
    const onImageError = show(['/gone.svg', '/b.svg']);
    fireEvent.error(screen.getByRole('img'));
    expect(onImageError).toHaveBeenCalledWith('/gone.svg');
    expect(screen.getByRole('img', { name: 'No picture' })).toBeTruthy();
  });
});
