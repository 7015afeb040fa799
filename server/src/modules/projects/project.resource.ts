// Courses as a published record resource: their fields and how they are stored (the end
// never before the start), their lists' order, search and category filter, their image,
// their access and their public read.
import { publishedAccess, publishedFields } from '../../domain/publication.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';
import { bookingFields, bookingProblems, presentBooking } from './booking-mode.js';
import { projectMessages } from './project.args.js';
import type { ProjectCategory } from './project-category.js';
import { Project } from './project.entity.js';

export const projectResource: RecordResource<Project> = {
  name: 'projects',
  entity: Project,
  notFound: 'Progetto non trovato',
  deleted: 'Progetto eliminato',
  fields: {
    title: 'text',
    description: { kind: 'richText', required: projectMessages.description.required },
    category: 'text',
    startDate: 'text',
    endDate: 'text',
    ...bookingFields,
    location: 'optionalText',
    participants: { kind: 'integer', clearable: true },
    ...publishedFields,
  },
  sortable: [
    'title',
    'category',
    'startDate',
    'endDate',
    'status',
    'publishedAt',
    'createdAt',
    'updatedAt',
  ],
  // Soonest first: the public carousel shows what can be booked next.
  defaultSort: { field: 'startDate', order: 'ASC' },
  search: ['title', 'description'],
  // REST's ?category= takes any word: one that is no category matches no course.
  filters: { category: (category) => ({ category: String(category) as ProjectCategory }) },
  files: 'image',
  imageWhenAbsent: 'remove',
  authored: true,
  revisions: true,
  // ISO dates compare as strings: the end may equal the start, never precede it.
  // Each booking mode needs its own field (calendlyId only for calendly).
  check: (project) => {
    const problems = {
      ...(project.endDate < project.startDate ? { endDate: projectMessages.endBeforeStart } : {}),
      ...bookingProblems(project, projectMessages.calendlyId.required),
    };
    return Object.keys(problems).length > 0 ? problems : null;
  },
  present: (project) => ({
    title: project.title,
    description: project.description,
    category: project.category,
    image: project.image,
    imageAlt: project.imageAlt,
    // The public site reads `date` as the start date.
    date: project.startDate,
    startDate: project.startDate,
    endDate: project.endDate,
    location: project.location,
    participants: project.participants,
    ...presentBooking(project),
    status: project.status,
    publishedAt: project.publishedAt,
  }),
};

export const projectAccess = publishedAccess('Project');

export const projectsRead: PublicRead = {
  name: 'projects',
  path: '/api/projects',
  filters: ['q', 'category'],
  resources: ['projects'],
  graphqlFields: recordFields('Project', 'Projects'),
};
