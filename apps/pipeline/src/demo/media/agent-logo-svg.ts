import type { DemoAgent } from '../demo-agents.ts';
import { rect, svgDocument, text } from './svg.ts';

/** A demo agent's brand image: initials on its colours, with the name beside them. */
export function agentLogoSvg(agent: DemoAgent): string {
  const [background, foreground] = agent.colours;
  const initials = agent.name
    .split(/[\s&]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const body =
    rect(0, 0, 400, 120, background) +
    `<circle cx="60" cy="60" r="40" fill="${foreground}"/>` +
    text(60, 72, initials, 32, background, 'text-anchor="middle" font-weight="bold"') +
    text(115, 58, agent.name, agent.name.length > 24 ? 16 : 20, foreground, 'font-weight="bold"') +
    text(115, 84, agent.lettingsOnly ? 'Lettings' : 'Sales & Lettings', 14, foreground);
  return svgDocument(400, 120, body, `${agent.name} (demo agent)`);
}
