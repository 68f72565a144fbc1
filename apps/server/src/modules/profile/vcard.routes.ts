import { z } from 'zod';
import type { ModuleApp, ModuleContext } from '../../lib/api-module';
import { AppError } from '../../lib/app-error';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { findProfile } from './profile.repository';
import { buildVcard, vcardContentDisposition } from './vcard';

/**
 * GET /users/profile/vcard: the caller's own business card as a file. Open to an unpaid agency
 * like the profile itself (it is the profile in another format), so only profile.read.
 */
export const registerVcardRoute = (app: ModuleApp, { db, docs }: Pick<ModuleContext, 'db' | 'docs'>) => {
  app.get(
    '/users/profile/vcard',
    {
      config: policy('profile.read'),
      schema: {
        ...docs,
        description: "The caller's business card as a vCard 3.0 file (text/vcard, UTF-8, CRLF).",
        response: { 200: z.string().describe('text/vcard') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const profile = await findProfile(db, actor.userId);
      if (!profile) throw new AppError('not_found');
      return (
        reply
          .type('text/vcard; charset=utf-8')
          .header('content-disposition', vcardContentDisposition(profile.name))
          // Personal data: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .send(
            buildVcard({
              name: profile.name,
              firstName: profile.firstName,
              lastName: profile.lastName,
              organization: profile.organizationName,
              title: profile.job,
              phone: profile.phone,
              email: profile.email,
            }),
          )
      );
    },
  );
};
