import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const HEALTHCARE_PAIRS: readonly QualityPair[] = [
  {
    id: 'healthcare-icu-nurse-strong',
    industry: 'healthcare',
    fit: 'strong',
    cv: buildCv({
      name: 'Maria Santos',
      title: 'Registered Nurse, Critical Care',
      email: 'maria.santos@example.com',
      phone: '+1 (713) 555-0164',
      location: 'Houston, TX',
      summary:
        'ICU nurse with 7 years caring for critically ill adults in a Level I trauma centre. Confident with ventilators, titrating drips and CRRT; charge nurse and preceptor.',
      experiences: [
        {
          title: 'Registered Nurse, Medical ICU',
          company: 'Memorial Hermann–Texas Medical Center',
          duration: 'Jan 2020 - Present',
          location: 'Houston, TX',
          achievements: [
            'Care for 2 critically ill patients per shift, including mechanically ventilated and post-arrest patients',
            'Charge nurse for a 24-bed unit three shifts a week',
            'Precepted 12 new graduate nurses; all completed orientation',
            'Led a CAUTI prevention bundle that cut catheter infections 45% in one year',
          ],
        },
        {
          title: 'Registered Nurse, Step-Down Unit',
          company: 'Houston Methodist Hospital',
          duration: '06/2017 – 12/2019',
          location: 'Houston, TX',
          achievements: [
            'Managed telemetry patients with cardiac and respiratory conditions',
            'Responded to rapid response and code blue events',
            'Educated patients and families on discharge medications',
          ],
        },
      ],
      education: [
        {
          degree: 'BSN',
          field: 'Nursing',
          institution: 'University of Texas Health Science Center at Houston',
          year: '2017',
        },
      ],
      skills: {
        technical: [
          'Critical care',
          'Mechanical ventilation',
          'Hemodynamic monitoring',
          'Vasoactive drips',
          'CRRT',
          'Arterial lines',
          'Patient assessment',
        ],
        tools: ['Epic', 'Alaris pumps'],
      },
      softSkills: ['Calm under pressure', 'Teamwork', 'Patient advocacy'],
      certifications: [
        { name: 'CCRN (Adult)', issuing_organization: 'AACN', year: '2021' },
        { name: 'ACLS', issuing_organization: 'American Heart Association', year: '2024' },
        { name: 'BLS', issuing_organization: 'American Heart Association', year: '2024' },
        {
          name: 'Registered Nurse License, Texas',
          issuing_organization: 'Texas Board of Nursing',
          year: '2017',
        },
      ],
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'Spanish', level: 'Native' },
      ],
    }),
    job: {
      job_title: 'ICU Registered Nurse',
      company_name: "St. Luke's Health",
      job_description: `St. Luke's Health is hiring experienced Registered Nurses for our 32-bed Medical/Surgical Intensive Care Unit in Houston. Full-time, 12-hour night shifts.

Responsibilities
- Provide direct, evidence-based nursing care to critically ill adult patients, including those on mechanical ventilation, vasoactive infusions and continuous renal replacement therapy.
- Perform comprehensive patient assessments, hemodynamic monitoring and timely interventions.
- Collaborate with intensivists, respiratory therapists, pharmacists and the interdisciplinary team.
- Document care accurately in the electronic health record (Epic).
- Educate patients and families and advocate for patient needs.
- Serve as charge nurse and preceptor as needed.

Requirements
- Current RN license in Texas or a compact state.
- BSN required.
- 2+ years of recent ICU experience in an acute care hospital.
- Current BLS and ACLS certifications from the American Heart Association.
- Strong critical thinking, communication and teamwork skills; ability to stay calm in emergencies.

Preferred
- CCRN certification.
- Experience with CRRT and ECMO.
- Bilingual English/Spanish.

We offer a sign-on bonus, shift differentials, tuition reimbursement and a clinical ladder programme.`,
    },
  },
  {
    id: 'healthcare-pharmacist-partial',
    industry: 'healthcare',
    fit: 'partial',
    cv: buildCv({
      name: 'Ahmed Hassan',
      title: 'Community Pharmacist',
      email: 'ahmed.hassan@example.com',
      phone: '+44 7700 900321',
      location: 'Leicester, UK',
      summary:
        'GPhC-registered pharmacist with 5 years in busy community pharmacies. I run the dispensary, deliver NHS services and counsel patients on complex regimens.',
      experiences: [
        {
          title: 'Pharmacist Manager',
          company: 'Boots UK',
          duration: 'May 2021 - Present',
          location: 'Leicester, UK',
          achievements: [
            'Manage a pharmacy dispensing 9,000 items a month with a team of 7',
            'Delivered 1,800 flu vaccinations in the 2023/24 season',
            'Grew New Medicine Service consultations 60% in a year',
            'Passed GPhC inspection with "good" in all standards',
          ],
        },
        {
          title: 'Relief Pharmacist',
          company: 'Locum (self-employed)',
          duration: '2019 - 2021',
          location: 'East Midlands, UK',
          achievements: [
            'Covered 40 community pharmacies across the region',
            'Performed clinical checks and medicine use reviews',
            'Supervised controlled-drug registers',
          ],
        },
      ],
      education: [
        {
          degree: 'MPharm',
          field: 'Pharmacy',
          institution: 'University of Nottingham',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Clinical screening',
          'Medicines optimisation',
          'Vaccinations',
          'Controlled drugs',
          'Patient counselling',
        ],
        tools: ['ProScript Connect', 'Summary Care Record'],
      },
      certifications: [
        {
          name: 'GPhC Registered Pharmacist',
          issuing_organization: 'General Pharmaceutical Council',
          year: '2019',
        },
      ],
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'Arabic', level: 'Native' },
      ],
    }),
    job: {
      job_title: 'Clinical Pharmacist (Hospital)',
      company_name: 'University Hospitals of Leicester NHS Trust',
      job_description: `University Hospitals of Leicester NHS Trust is recruiting a Band 7 Clinical Pharmacist to join our medicine and acute care team.

Main duties
- Provide a ward-based clinical pharmacy service: medicines reconciliation, prescription screening and therapeutic drug monitoring.
- Advise doctors and nurses on the safe and effective use of medicines, including antimicrobials and anticoagulants.
- Take part in ward rounds and multidisciplinary meetings.
- Contribute to the on-call, weekend and bank holiday rota.
- Supervise and train pre-registration pharmacists and pharmacy technicians.
- Contribute to audits, medication safety incident reviews and formulary work.

Person specification
- MPharm degree and registration with the General Pharmaceutical Council.
- Postgraduate Diploma in Clinical Pharmacy (or working towards).
- At least 2 years of hospital pharmacy experience, including rotational Band 6 posts.
- Independent prescriber qualification is desirable.
- Knowledge of electronic prescribing systems (e.g. NerveCentre, EPMA).
- Excellent communication, organisation and teamwork skills.

Desirable
- Experience in acute medicine or critical care.
- Experience with audit and quality improvement.

We offer NHS pension, annual leave of 27 days rising with service, and support for professional development.`,
    },
  },
  {
    id: 'healthcare-practice-manager-partial',
    industry: 'healthcare',
    fit: 'partial',
    cv: buildCv({
      name: 'Jennifer Kowalczyk',
      title: 'Medical Office Supervisor',
      email: 'jennifer.kowalczyk@example.com',
      phone: '+1 (614) 555-0102',
      location: 'Columbus, OH',
      summary:
        'Medical office supervisor with 6 years in outpatient clinics. I keep the front desk running, schedules full and claims clean.',
      experiences: [
        {
          title: 'Front Office Supervisor',
          company: 'OhioHealth Physician Group',
          duration: 'Jun 2020 - Present',
          location: 'Columbus, OH',
          achievements: [
            'Supervise 8 front-desk and scheduling staff across 2 family medicine clinics',
            'Reduced no-show rate from 14% to 8% with text reminders and waitlist management',
            'Cut claim denials 20% by fixing insurance verification at check-in',
          ],
        },
        {
          title: 'Patient Service Representative',
          company: 'Mount Carmel Health',
          duration: '2018 - 2020',
          location: 'Columbus, OH',
          achievements: [
            'Checked in 60 patients a day and verified insurance eligibility',
            'Scheduled appointments and referrals in Epic',
            'Collected co-pays and balanced the daily cash drawer',
          ],
        },
      ],
      education: [
        {
          degree: 'Associate of Applied Science',
          field: 'Health Information Management',
          institution: 'Columbus State Community College',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Patient scheduling',
          'Insurance verification',
          'Medical billing',
          'HIPAA',
          'Staff supervision',
        ],
        tools: ['Epic Cadence', 'Epic Prelude', 'Excel'],
      },
      softSkills: ['Customer service', 'Organization'],
    }),
    job: {
      job_title: 'Practice Manager',
      company_name: 'Buckeye Orthopedics',
      job_description: `Buckeye Orthopedics, a 12-physician orthopedic practice in Columbus, Ohio, is looking for a Practice Manager to lead daily operations of our two clinics and our outpatient surgery center.

Responsibilities
- Oversee all clinic operations: patient flow, scheduling, front desk, medical records and clinical support staff.
- Manage, hire, train and evaluate a team of 35 employees.
- Own the revenue cycle with our billing team: coding accuracy, claims, denials and accounts receivable.
- Prepare and manage the annual operating budget and monthly financial reports for the physician partners.
- Ensure compliance with HIPAA, OSHA and payer requirements; lead policy updates.
- Improve patient satisfaction and physician productivity using data.

Qualifications
- Bachelor's degree in Healthcare Administration, Business or related field; Master's (MHA, MBA) preferred.
- 5+ years of healthcare management experience, including 3+ years supervising staff in a medical practice.
- Strong knowledge of medical billing, CPT/ICD-10 coding and payer contracting.
- Experience with budgeting, financial reporting and practice management software (Epic, athenahealth).
- Excellent leadership, communication and conflict-resolution skills.

Preferred
- Certified Medical Practice Executive (CMPE).
- Orthopedic or surgical specialty experience.

We offer competitive pay, a performance bonus, 401(k) with match and health insurance.`,
    },
  },
  {
    id: 'healthcare-physician-lead-weak',
    industry: 'healthcare',
    fit: 'weak',
    cv: buildCv({
      name: 'Thabo Nkosi',
      title: 'Medical Intern',
      email: 'thabo.nkosi@example.com',
      phone: '+27 82 123 4567',
      location: 'Johannesburg, South Africa',
      summary:
        'Medical intern completing my second year of internship. Interested in emergency medicine; comfortable with acute presentations and procedures under supervision.',
      experiences: [
        {
          title: 'Medical Intern',
          company: 'Chris Hani Baragwanath Academic Hospital',
          duration: 'Jan 2024 - Present',
          location: 'Johannesburg, South Africa',
          achievements: [
            'Rotated through internal medicine, surgery, paediatrics and obstetrics',
            'Clerked and managed 15-20 admissions per call under supervision',
            'Performed lumbar punctures, chest drains and suturing',
            'Presented 2 morbidity and mortality case reviews',
          ],
        },
        {
          title: 'Medical Student (clinical years)',
          company: 'University of the Witwatersrand',
          duration: '2021 - 2023',
          location: 'Johannesburg, South Africa',
          achievements: [
            'Completed clinical clerkships in 8 disciplines',
            'Volunteered at a community HIV testing clinic',
            'Tutored junior students in anatomy',
          ],
        },
      ],
      education: [
        {
          degree: 'MBBCh',
          field: 'Medicine',
          institution: 'University of the Witwatersrand',
          year: '2023',
        },
      ],
      skills: {
        technical: [
          'History taking',
          'Clinical examination',
          'Venepuncture',
          'Suturing',
          'Lumbar puncture',
        ],
      },
      certifications: [
        {
          name: 'BLS',
          issuing_organization: 'Resuscitation Council of South Africa',
          year: '2024',
        },
        { name: 'HPCSA Intern Registration', issuing_organization: 'HPCSA', year: '2024' },
      ],
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'isiZulu', level: 'Native' },
      ],
    }),
    job: {
      job_title: 'Head of Emergency Medicine',
      company_name: 'Netcare Milpark Hospital',
      job_description: `Netcare Milpark Hospital, a Level I trauma centre in Johannesburg, seeks a Head of Emergency Medicine to lead its emergency department, which treats 45,000 patients a year.

Key responsibilities
- Provide clinical leadership and direct patient care in the emergency department, including major trauma and resuscitation.
- Lead a team of 20 emergency physicians and medical officers: rostering, supervision, appraisal and recruitment.
- Own clinical governance: protocols, morbidity and mortality reviews, audits and patient safety.
- Work with nursing management and hospital executives on patient flow, waiting times and quality indicators.
- Support teaching and training of registrars and paramedics, and foster research.

Requirements
- Specialist registration with the HPCSA as an Emergency Medicine specialist (FCEM(SA) or equivalent).
- 10+ years of post-qualification experience, including 5+ years as a specialist in a busy emergency department.
- Demonstrated leadership and management experience.
- Current ACLS, ATLS and PALS certifications.
- Expertise in trauma care, point-of-care ultrasound and airway management.
- Excellent communication, decision-making and crisis-management skills.

Advantageous
- Experience in pre-hospital or disaster medicine.
- Postgraduate qualification in healthcare management.

We offer a competitive sessional or full-time package and a supportive multidisciplinary team.`,
    },
  },
];
