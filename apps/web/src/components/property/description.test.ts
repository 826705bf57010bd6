import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, descriptionView } from './description.ts';

describe('description', () => {
  const long = 'x'.repeat(DESCRIPTION_LIMIT + 1);
  const preview = 'x'.repeat(DESCRIPTION_LIMIT);

  it('shows the first 500 characters plus ... and offers the toggle when longer', () => {
    const view = descriptionView(long, { expanded: false });
    expect(view.text).toBe(`${preview}...`);
    expect(view.canToggle).toBe(true);
  });

  it('shows the whole text when expanded', () => {
    expect(descriptionView(long, { expanded: true })).toEqual({ text: long, canToggle: true });
  });

  it('offers no toggle and no ellipsis at 500 characters or fewer', () => {
    expect(descriptionView(preview, { expanded: false, isDescLoaded: true })).toEqual({
      text: preview,
      canToggle: false,
    });
    expect(descriptionView('Short.', { expanded: false })).toEqual({
      text: 'Short.',
      canToggle: false,
    });
  });

  it('keeps the ... on a preview the server cut until the full text is loaded', () => {
    const view = descriptionView(preview, { expanded: true, isDescLoaded: false });
    expect(view).toEqual({ text: `${preview}...`, canToggle: true });
  });

  it('treats a missing summary as empty', () => {
    expect(descriptionView(null, { expanded: false })).toEqual({ text: '', canToggle: false });
  });
});
