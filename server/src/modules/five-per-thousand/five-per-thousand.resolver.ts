// GraphQL adapter of the 5x1000 reports: the record kit's queries and mutations
// (ra-data-graphql-simple names, record-resolver.ts).
import { Resolver } from 'type-graphql';
import { pdfRegisterDescriptions } from '../../domain/records/register.js';
import { recordResolver } from '../../domain/records/record-resolver.js';
import {
  CreateFivePerThousandArgs,
  FivePerThousandListArgs,
  UpdateFivePerThousandArgs,
} from './five-per-thousand.args.js';
import { FivePerThousandReport } from './five-per-thousand.entity.js';
import { fivePerThousandResource } from './five-per-thousand.resource.js';

@Resolver(() => FivePerThousandReport)
export class FivePerThousandResolver extends recordResolver({
  type: FivePerThousandReport,
  name: 'FivePerThousandReport',
  plural: 'FivePerThousandReports',
  listArgs: FivePerThousandListArgs,
  createArgs: CreateFivePerThousandArgs,
  updateArgs: UpdateFivePerThousandArgs,
  resource: fivePerThousandResource,
  descriptions: pdfRegisterDescriptions('Admin only. file: the signed PDF'),
}) {}
