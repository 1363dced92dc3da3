import { z } from 'zod';

export const AdminAccessSchema = z
  .object({ admin: z.literal(true) })
  .meta({ id: 'AdminAccess', description: 'Present only when the user has the ADMIN_ONLY feature' });

export type AdminAccessDto = z.infer<typeof AdminAccessSchema>;
