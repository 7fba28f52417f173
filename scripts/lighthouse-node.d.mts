export interface FoundNode {
  path: string;
  version: string;
  source: string;
}
export interface FindOptions {
  env?: Record<string, string | undefined>;
  platform?: string;
  arch?: string;
  home?: string;
  projectRoot?: string;
  execPath?: string;
  version?: string;
  exists?: (path: string) => boolean;
  probe?: (path: string) => string | null;
  list?: (dir: string) => string[];
}
export function isNewEnough(version: string): boolean;
export function findLighthouseNode(options?: FindOptions): FoundNode | null;
export function lighthouseNodeHelp(options?: { platform?: string; arch?: string; version?: string }): string;
