import exampleClinicFile from '@/clinic.example.json';
import { parseClinicFile } from '@/lib/clinic/clinic-file';

/*
 * Imported first by a test file, it makes that file's clinic the example one, as
 * `CLINIC_FILE=clinic.example.json npm run build` builds it (docs/visit-types.md#the-example-clinic):
 * lib/clinic/clinic.ts reads CLINIC_FILE_JSON when it loads. Jest gives each test file its own
 * process.env, so no other file sees it.
 */
process.env.CLINIC_FILE_JSON = JSON.stringify(
  parseClinicFile(exampleClinicFile, 'clinic.example.json'),
);
