import { profileSchema, updateProfileSchema } from '@emlak/contracts';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createProfileService } from './profile.service';
import { registerVcardRoute } from './vcard.routes';

/** The caller's own account (/users/profile); administration of users is modules/users. */
export const profileModule = defineModule('profile', (app, { db, docs }) => {
  const service = createProfileService(db);
  registerVcardRoute(app, { db, docs });

  app.get(
    '/users/profile',
    { config: policy('profile.read'), schema: { ...docs, response: { 200: profileSchema } } },
    async (request) => service.get(actorOf(request)),
  );

  app.put(
    '/users/profile',
    {
      config: policy('profile.update'),
      schema: { ...docs, body: updateProfileSchema, response: { 200: profileSchema } },
    },
    async (request) => service.update(actorOf(request), request.body),
  );
});
