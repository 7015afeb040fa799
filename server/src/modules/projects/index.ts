// The courses module ("projects" in the API): what the committee teaches, published or
// drafts or scheduled.
import type { ResourceModule } from '../../domain/module.js';
import { Project } from './project.entity.js';
import { ProjectResolver } from './project.resolver.js';
import { projectAccess, projectsRead } from './project.resource.js';
import { projectsRoutes } from './projects.routes.js';

export const projects: ResourceModule = {
  name: 'projects',
  entities: [Project],
  resolvers: [ProjectResolver],
  api: { '/projects': projectsRoutes },
  access: { projects: projectAccess },
  publicReads: [projectsRead],
  versionedTables: ['projects'],
  scheduledTables: ['projects'],
  fileColumns: [['projects', 'image']],
  richTextColumns: [['projects', 'description']],
};
