export function unshadowNode(projectRoot: string): boolean;
