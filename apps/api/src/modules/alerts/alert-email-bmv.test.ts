import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { AlertEmail, alertEmailText, type AlertEmailContent } from './alert-email.tsx';

const content = (bmvCheck: boolean | null): AlertEmailContent => ({
  to: 'ann@example.com',
  firstName: 'Ann',
  subjectName: 'RG1 houses',
  frequency: 'instant',
  listings: [
    {
      propertyId: '7',
      title: 'New listing',
      address: '4 Oak Grove, Reading, RG1 4DX',
      price: 150_000,
      estimate: 263_000,
      bmv: -43,
      bmvCheck,
      grossYield: 10.8,
      bedrooms: 3,
      image: null,
    },
  ],
  origin: 'https://yardstick.example',
  openUrl: 'https://yardstick.example/estimates',
  manageUrl: 'https://yardstick.example/saved-searches',
  unsubscribeUrl: 'https://yardstick.example/unsubscribe/x',
});

describe('the BMV in alert emails, by the one rule (issue 40)', () => {
  it('says "check the estimate" beside a checked BMV, in the text and the HTML', async () => {
    expect(alertEmailText(content(true))).toContain('BMV -43.0% (check the estimate)');
    expect(alertEmailText(content(false))).toContain('BMV -43.0% · Gross yield');
    const html = await render(AlertEmail(content(true)));
    expect(html.replace(/<!-- -->/g, '')).toContain('(check the estimate)');
  });
});
