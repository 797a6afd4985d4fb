// The projects under apps/ and libs/: every folder with a project.json, a connector's sub-interface
// routes nested in its app included (apps/connector-trendyol/routes). Relative to the workspace root.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function projectRoots(root) {
  const under = (folder, depth) =>
    readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['node_modules', 'src', 'test'].includes(entry.name))
      .flatMap((entry) => {
        const project = `${folder}/${entry.name}`;
        const own = existsSync(path.join(root, project, 'project.json')) ? [project] : [];
        return depth > 1 ? [...own, ...under(project, depth - 1)] : own;
      });
  return ['apps', 'libs'].filter((folder) => existsSync(path.join(root, folder))).flatMap((folder) => under(folder, 2));
}
