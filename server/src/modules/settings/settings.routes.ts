// REST adapter of the settings: GET /api/settings (public, from the public cache;
// notificationEmail only for an administrator's token, never in the cached answer) and
// PUT /api/settings (admin, JSON: the whole object as GET returns it; _id, id, updatedAt
// and privacyNoticeUpdatedOn are ignored; notificationEmail absent is kept).
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody, withIds } from '../../platform/http/rest-bodies.js';
import { settingsRead } from './settings.reads.js';
import { SOCIAL_NETWORKS, type Settings } from './settings.entity.js';
import { SettingsService, settingsInputFrom } from './settings.service.js';

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
      compute: async () =>
        toRestSettings(await reader.get(), reader.seesInternals() ? 'admin' : 'public'),
    });
  });

  router.put('/', async (req, res) => {
    scopeOf(res).requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    res.json(toRestSettings(await service(res).update(settingsInputFrom(fields)), 'admin'));
  });

  return router;
}
