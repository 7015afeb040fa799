// REST adapter of the settings: GET /api/settings (public, from the public cache;
// notificationEmail only for an administrator's token, never in the cached answer) and
// PUT /api/settings (admin, JSON: the whole object as GET returns it; _id, id, updatedAt
// and privacyNoticeUpdatedOn are ignored; notificationEmail absent is kept). A signed-in
// reader's GET carries the settings' version as its ETag (an anonymous one, the public
// cache's own); a PUT whose If-Match holds an older version is refused (409). Revisions:
// GET /api/settings/revisions (newest first), POST /api/settings/revisions/:revisionId/restore.
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { presentRevision, restoreRevision, revisionsOf } from '../../domain/records/revisions.js';
import { ifMatchOf, sendVersion } from '../../domain/records/versions.js';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody, withIds } from '../../platform/http/rest-bodies.js';
import { settingsRead } from './settings.reads.js';
import { SOCIAL_NETWORKS, type Settings } from './settings.entity.js';
import { SETTINGS_TARGET, SettingsService, settingsInputFrom } from './settings.service.js';

export function toRestSettings(
  settings: Settings,
  audience: 'public' | 'admin' = 'public',
): Record<string, unknown> {
  const { address, bank, socials, dataController, historyStats } = settings;
  return withIds(settings, {
    name: settings.name,
    shortName: settings.shortName,
    town: settings.town,
    serviceArea: settings.serviceArea,
    foundedYear: settings.foundedYear,
    peopleCount: settings.peopleCount,
    vehicleCount: settings.vehicleCount,
    youthMinAge: settings.youthMinAge,
    youthMaxAge: settings.youthMaxAge,
    switchboardAlwaysOpen: settings.switchboardAlwaysOpen,
    switchboardHours: settings.switchboardHours,
    historyStats: {
      volunteers: historyStats.volunteers,
      women: historyStats.women,
      services: historyStats.services,
      emergencies: historyStats.emergencies,
    },
    address: {
      street: address.street,
      postalCode: address.postalCode,
      town: address.town,
      province: address.province,
    },
    bookingPhone: settings.bookingPhone,
    bookingPhoneTollFree: settings.bookingPhoneTollFree,
    phone: settings.phone,
    email: settings.email,
    pec: settings.pec,
    ...(audience === 'admin' ? { notificationEmail: settings.notificationEmail } : {}),
    fiscalCode: settings.fiscalCode,
    bank: { accountHolder: bank.accountHolder, name: bank.name, iban: bank.iban },
    cardDonationUrl: settings.cardDonationUrl,
    nationalSiteUrl: settings.nationalSiteUrl,
    historyVideoYoutubeId: settings.historyVideoYoutubeId,
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socials[network]])),
    dataController: {
      name: dataController.name,
      address: dataController.address,
      email: dataController.email,
    },
    contactRetentionMonths: settings.contactRetentionMonths,
    analyticsEnabled: settings.analyticsEnabled,
    accessibilityReviewDate: settings.accessibilityReviewDate,
    privacyNotice: settings.privacyNotice,
    privacyNoticeUpdatedOn: settings.privacyNoticeUpdatedOn,
    footerCredits: settings.footerCredits,
    footerLinks: settings.footerLinks.map(({ label, url }) => ({ label, url })),
    updatedAt: settings.updatedAt,
  });
}

export function settingsRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const cache = deps.cache;
  const service = (res: Response): SettingsService => new SettingsService(scopeOf(res));

  router.get('/', async (req, res) => {
    // With an Authorization header the cache computes afresh (and stores nothing).
    const reader = service(res);
    await cache.sendRead(req, res, settingsRead, {
      compute: async () => {
        const settings = await reader.get();
        // Computed afresh for a signed-in reader only: the cached answers keep their own tag.
        if (req.headers.authorization !== undefined) sendVersion(res, settings);
        return toRestSettings(settings, reader.seesInternals() ? 'admin' : 'public');
      },
    });
  });

  router.put('/', async (req, res) => {
    scopeOf(res).requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    const settings = await service(res).update(settingsInputFrom(fields), ifMatchOf(req));
    sendVersion(res, settings);
    res.json(toRestSettings(settings, 'admin'));
  });

  router.get('/revisions', async (req, res) => {
    const scope = scopeOf(res);
    scope.requireUser();
    const settings = await service(res).get();
    const revisions = await revisionsOf(scope, SETTINGS_TARGET.resource, settings.id);
    res.json(revisions.map(presentRevision));
  });

  router.post('/revisions/:revisionId/restore', async (req, res) => {
    const scope = scopeOf(res);
    scope.requireUser();
    const reader = service(res);
    const { id } = await reader.get();
    await restoreRevision(scope, SETTINGS_TARGET.resource, id, req.params.revisionId);
    const settings = await reader.reload();
    sendVersion(res, settings);
    res.json(toRestSettings(settings, 'admin'));
  });

  return router;
}
