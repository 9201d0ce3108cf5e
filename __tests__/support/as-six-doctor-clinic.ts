import sixDoctorClinicFile from '../e2e/support/six-doctor-clinic.json';
import { parseClinicFile } from '@/lib/clinic/clinic-file';

/*
 * Imported first by a test file, it makes that file's clinic the e2e's six-doctor one
 * (docs/configuration.md#the-clinic-file), as the build with that CLINIC_FILE has it:
 * lib/clinic/clinic.ts reads CLINIC_FILE_JSON when it loads. Each test file has its own process.env.
 */
process.env.CLINIC_FILE_JSON = JSON.stringify(
  parseClinicFile(sixDoctorClinicFile, 'six-doctor-clinic.json'),
);
