import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { registerCsrf } from './http/csrf.ts';
import { answerRouterError, registerErrorHandling, sendError } from './http/errors.ts';
import { registerHealthRoute } from './http/health.ts';
import { registerStrictJsonBodies } from './http/json-body.ts';
import { LITE, registerPlanGuard } from './http/plan-guard.ts';
import { RequestLog, serializeLoggedRequest } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';
import { registerWebApp, WEB_DIST_DIR } from './http/static-web.ts';
import { createStreamLeases } from './http/stream-leases.ts';
import { deriveKey } from './infra/security/tokens.ts';
import { registerMediaRoutes, registerUploadRoute } from './infra/storage/index.ts';
import { VERSION } from './infra/version.ts';
import { registerAccountRoutes } from './modules/account/account.routes.ts';
import { registerAvatarRoutes } from './modules/account/avatar.routes.ts';
import { registerSettingsRoutes } from './modules/account/settings.routes.ts';
import { registerAlbumRoutes } from './modules/albums/albums.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { registerCommunityRoutes } from './modules/community/community.routes.ts';
import { registerCompetitionRoutes } from './modules/competitions/competitions.routes.ts';
import { registerCompetitionsConsoleRoutes } from './modules/competitions/competitions-console.routes.ts';
import { registerConnectorRoutes } from './modules/connectors/connectors.routes.ts';
import { registerPeopleRoutes } from './modules/console/people/people.routes.ts';
import { registerServerConsoleRoutes } from './modules/console/server/server-console.routes.ts';
import { registerDevicePairingRoutes } from './modules/frames/device-pairing.routes.ts';
import { registerDevicePlaylistRoutes } from './modules/frames/device-playlist.routes.ts';
import { registerFrameCommandRoutes } from './modules/frames/frame-commands.routes.ts';
import { registerFrameItemActionRoutes } from './modules/frames/frame-item-actions.routes.ts';
import { registerFrameRoutes } from './modules/frames/frames.routes.ts';
import { registerHelpRoutes } from './modules/help/help.routes.ts';
import { createHelpModule } from './modules/help/index.ts';
import { registerImportRoutes } from './modules/imports/imports.routes.ts';
import { registerInboundMailRoutes } from './modules/inbound-mail/inbound-mail.routes.ts';
import { registerInvitationRoutes } from './modules/invitations/invitations.routes.ts';
import { registerLibraryRoutes } from './modules/library/library.routes.ts';
import { registerReviewRoutes } from './modules/library/reviews.routes.ts';
import { isMailboxServed, registerMailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { registerMembersRoutes } from './modules/members/members.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerShopRoutes } from './modules/shop/shop.routes.ts';
import { registerStatisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { registerSupportRoutes } from './modules/support/support.routes.ts';
import { registerWeatherRoutes } from './modules/weather/weather.routes.ts';
import { createServices, type Services } from './services.ts';

const API_PREFIX = '/api';

export interface BuildOptions {
  /** false in tests; otherwise pino at LOG_LEVEL. */
  logger?: boolean;
  /** Where the built web app is; tests point it at a folder of their own. */
  webDistDir?: string;
  /** Where the help articles are (`<locale>/<slug>.md`); tests point it at fixtures. */
  helpArticlesDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route a Lite account may call ("METHOD /api/path"): those marked `config: LITE`. */
    liteRoutes: readonly string[];
  }
}

/** The HTTP application: every plugin and module, composed over one context. */
export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = context;
  const services = createServices(context);
  const help = createHelpModule({
    accounts: services.accounts,
    profiles: services.profiles,
    dir: options.helpArticlesDir,
  });
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, serializers: { req: serializeLoggedRequest } },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
    // A connection that sends nothing for this long is closed: an upload that stalls half way (or
    // claims more bytes than it sends) releases its spool file instead of holding it for ever.
    // Event streams ping well within it.
    connectionTimeout: config.httpIdleTimeoutSeconds * 1000,
    // Shutting down does not wait on a client that stopped sending.
    forceCloseConnections: true,
    // Forms and JSON bodies: 1 MiB. Uploads (multipart) and the inbound-mail webhook stream to disk
    // under limits of their own; the Stripe webhook reads up to its own limit.
    bodyLimit: 1024 * 1024,
  });
  app.decorate('services', services);
  // Filled as the /api routes register; read by the plan guard's test.
  let liteRoutes: readonly string[] = [];
  app.decorate('liteRoutes', {
    getter: () => liteRoutes,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerStrictJsonBodies(app);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fields: 50, fieldSize: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kinframe API', version: VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'kinframe_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
          device: { type: 'http', scheme: 'bearer', description: "A frame's device token (from pairing)" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  registerSecurityHeaders(app, config);
  registerCsrf(app, { key: deriveKey(config.sessionSecret, 'csrf'), secure: config.isHttps });

  const streamLeases = createStreamLeases(context.db, context.clock);
  await app.register(
    async (instance) => {
      const api = instance.withTypeProvider<ZodTypeProvider>();
      registerSessions(api, { sessions: services.sessions, secure: config.isHttps });
      liteRoutes = registerPlanGuard(api, { tierOf: services.billing.tierOfUser });
      registerHealthRoute(api, {
        db: context.db,
        media: context.config.media,
        isOperator: services.operators.isOperator,
      });
      registerAuthRoutes(api, {
        services,
        captcha: context.captcha,
        mailDomain: config.mailDomain,
        capabilities: { connectedAlbums: services.connectedAlbumsOffer, map: config.mapTiles },
      });
      registerAccountRoutes(api, services);
      registerAvatarRoutes(api, services);
      registerSettingsRoutes(api, services);
      registerBillingRoutes(api, services);
      registerLibraryRoutes(api, { ...services, limits: config.uploads });
      registerReviewRoutes(api, services);
      registerAlbumRoutes(api, services);
      registerMembersRoutes(api, services);
      registerCommunityRoutes(api, services);
      registerInvitationRoutes(api, services);
      registerPeopleRoutes(api, services);
      registerServerConsoleRoutes(api, services);
      registerNotificationRoutes(api, { ...services, realtime: context.realtime, streamLeases });
      registerInboundMailRoutes(api, { ...services, inboundMailSecret: config.inboundMailSecret });
      registerFrameRoutes(api, services);
      registerWeatherRoutes(api, services);
      registerSearchRoutes(api, services);
      registerStatisticsRoutes(api, services);
      registerHelpRoutes(api, { help });
      registerShopRoutes(api, services);
      registerConnectorRoutes(api, services);
      registerImportRoutes(api, services);
      registerSupportRoutes(api, services);
      registerCompetitionRoutes(api, services);
      registerCompetitionsConsoleRoutes(api, services);
      registerFrameCommandRoutes(api, services);
      registerDevicePairingRoutes(api, services);
      registerDevicePlaylistRoutes(api, { ...services, realtime: context.realtime, streamLeases });
      registerFrameItemActionRoutes(api, services);
      registerMediaRoutes(api, { storage: context.storage, mediaUrls: context.mediaUrls });
      registerUploadRoute(api, { storage: context.storage });
      api.get('/docs/json', { config: LITE, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  if (isMailboxServed(config)) {
    registerMailboxRoutes(app, {
      mail: services.mail,
      isSmtp: config.smtpUrl !== null,
      isOpenToAll: config.devMailbox === 'on',
    });
  }

  const serveWebPage = await registerWebApp(app, { distDir: options.webDistDir ?? WEB_DIST_DIR });
  app.setNotFoundHandler((request, reply) => serveWebPage(request, reply) ?? sendError(reply, 'not_found'));
  return app;
}
