import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const EDUCATION_PAIRS: readonly QualityPair[] = [
  {
    id: 'education-math-teacher-strong',
    industry: 'education',
    fit: 'strong',
    cv: buildCv({
      name: 'Catherine Moore',
      title: 'Secondary Mathematics Teacher',
      email: 'catherine.moore@example.com',
      phone: '+44 7700 900654',
      location: 'Manchester, UK',
      summary:
        'Maths teacher with 8 years teaching KS3 to A-level in urban comprehensives. Strong results, calm classrooms and a habit of turning data into interventions that work.',
      experiences: [
        {
          title: 'Teacher of Mathematics and KS4 Coordinator',
          company: 'Trinity Church of England High School',
          duration: 'Sep 2019 - Present',
          location: 'Manchester, UK',
          achievements: [
            'Raised the share of GCSE students reaching grade 5+ from 48% to 63% over three years',
            'Designed a Year 11 intervention programme using assessment data for 90 students',
            'Teach A-level Maths and Further Maths with 100% pass rate in 2024',
            'Mentored 4 early-career teachers through the ECF induction',
          ],
        },
        {
          title: 'Teacher of Mathematics',
          company: 'Oldham Academy North',
          duration: '09/2016 – 07/2019',
          location: 'Oldham, UK',
          achievements: [
            'Taught mixed-ability classes from Year 7 to Year 11',
            'Introduced mastery-style lessons in KS3 with the maths hub',
            'Ran the after-school maths club and UKMT challenge entries',
          ],
        },
      ],
      education: [
        {
          degree: 'PGCE',
          field: 'Secondary Mathematics',
          institution: 'Manchester Metropolitan University',
          year: '2016',
        },
        {
          degree: 'BSc',
          field: 'Mathematics',
          institution: 'University of Sheffield',
          year: '2015',
        },
      ],
      skills: {
        technical: [
          'Curriculum planning',
          'GCSE and A-level Mathematics',
          'Assessment for learning',
          'Differentiation',
          'Behaviour management',
          'SEND support',
        ],
        tools: ['Google Classroom', 'Sparx Maths', 'SIMS', 'Desmos'],
      },
      softSkills: ['Patience', 'Mentoring', 'Communication with parents'],
      certifications: [
        {
          name: 'Qualified Teacher Status (QTS)',
          issuing_organization: 'Department for Education',
          year: '2016',
        },
      ],
    }),
    job: {
      job_title: 'Teacher of Mathematics',
      company_name: 'Altrincham Grammar School',
      job_description: `We are seeking an enthusiastic and well-qualified Teacher of Mathematics to join our successful department from September. The post is suitable for an experienced teacher, and there is an opportunity for a TLR for the right candidate.

The role
- Teach Mathematics across Key Stages 3, 4 and 5, including A-level Mathematics and Further Mathematics.
- Plan and deliver well-structured, engaging lessons that stretch and challenge able students.
- Use assessment data to monitor progress and plan interventions.
- Contribute to curriculum development and share good practice within the department.
- Support the pastoral system as a form tutor and build good relationships with parents.
- Contribute to enrichment activities such as maths clubs and UK Mathematics Trust competitions.

The ideal candidate will have
- Qualified Teacher Status (QTS) and a degree in Mathematics or a closely related subject.
- At least 3 years of successful secondary teaching experience, including A-level.
- Excellent subject knowledge and a passion for Mathematics.
- Strong classroom management and differentiation skills, including support for SEND students.
- Good communication and organisational skills and a commitment to professional development.
- Experience mentoring trainee or early-career teachers would be an advantage.

This school is committed to safeguarding and promoting the welfare of children; the successful candidate will be subject to an enhanced DBS check.`,
    },
  },
  {
    id: 'education-instructional-designer-partial',
    industry: 'education',
    fit: 'partial',
    cv: buildCv({
      name: 'Sarah Thompson',
      title: 'Elementary Teacher',
      email: 'sarah.thompson@example.com',
      phone: '+1 (303) 555-0125',
      location: 'Denver, CO',
      summary:
        'Fourth-grade teacher of 7 years who loves building lessons. During remote learning I became the go-to person for online lessons in my school and I want to design learning full time.',
      experiences: [
        {
          title: '4th Grade Teacher',
          company: 'Denver Public Schools',
          duration: 'Aug 2018 - Present',
          location: 'Denver, CO',
          achievements: [
            'Built a full year of online science units in Google Classroom used by 12 teachers during remote learning',
            'Raised reading proficiency in my class from 52% to 71% on state assessments',
            'Led 6 professional development sessions on digital tools for staff',
            'Created rubrics and formative assessments aligned to Colorado standards',
          ],
        },
        {
          title: 'Student Teacher',
          company: 'Boulder Valley School District',
          duration: '01/2018 – 05/2018',
          location: 'Boulder, CO',
          achievements: [
            'Planned and taught a math unit on fractions',
            'Differentiated instruction for English language learners',
            'Co-led parent-teacher conferences',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Elementary Education',
          institution: 'University of Northern Colorado',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Lesson planning',
          'Formative assessment',
          'Differentiated instruction',
          'Online teaching',
        ],
        tools: ['Google Classroom', 'Seesaw', 'Canva', 'Nearpod'],
      },
      softSkills: ['Creativity', 'Collaboration', 'Adaptability'],
      certifications: [
        {
          name: 'Colorado Professional Teacher License',
          issuing_organization: 'Colorado Department of Education',
          year: '2018',
        },
      ],
    }),
    job: {
      job_title: 'Instructional Designer',
      company_name: 'Pearson',
      job_description: `Pearson is looking for an Instructional Designer to join our Higher Education Courseware team (remote, US). You will design engaging, accessible online learning experiences used by hundreds of thousands of college students.

What you'll do
- Partner with subject matter experts to design course outlines, learning objectives and assessments.
- Apply instructional design models (ADDIE, backward design, Bloom's taxonomy) and adult learning principles.
- Build interactive e-learning modules using Articulate Storyline, Rise 360 and our LMS (Canvas, Blackboard).
- Write storyboards, scripts and assessment items; work with multimedia developers on video and graphics.
- Ensure all content meets accessibility standards (WCAG 2.1, Section 508) and Quality Matters guidelines.
- Evaluate course effectiveness using learner data and feedback, and iterate.

What we're looking for
- 3+ years of experience in instructional design, e-learning development or curriculum design.
- Master's degree in Instructional Design, Educational Technology or related field preferred.
- Proficiency with e-learning authoring tools (Articulate 360, Adobe Captivate) and learning management systems.
- Strong writing and project management skills; able to manage several courses at once.
- Collaborative, detail-oriented and comfortable receiving feedback.

Nice to have
- Experience in higher education.
- Basic HTML, video editing or graphic design skills.
- Quality Matters certification.

We offer a flexible remote schedule, 401(k) match, and tuition assistance.`,
    },
  },
  {
    id: 'education-esl-partial',
    industry: 'education',
    fit: 'partial',
    cv: buildCv({
      name: 'Daniel Kim',
      title: 'English Tutor',
      email: 'daniel.kim@example.com',
      phone: '+82 10 1234 5678',
      location: 'Seoul, South Korea',
      summary:
        'English tutor with 4 years teaching conversation and test prep to teenagers and adults in Seoul. Native speaker, patient and structured.',
      experiences: [
        {
          title: 'English Instructor',
          company: 'YBM Language Institute',
          duration: 'Mar 2021 - Present',
          location: 'Seoul, South Korea',
          achievements: [
            'Teach 6 conversation and TOEIC classes a week to groups of 10-15 adults',
            'Students improved TOEIC scores by an average of 120 points over a 3-month course',
            'Wrote a speaking-practice workbook now used in 3 branches',
          ],
        },
        {
          title: 'Private Tutor',
          company: 'Freelance',
          duration: '2020 - 2021',
          location: 'Seoul, South Korea',
          achievements: [
            'Tutored 15 high-school students in essay writing',
            'Prepared students for university interviews in English',
            'Built lesson plans tailored to each student',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'English Literature',
          institution: 'University of Toronto',
          year: '2019',
        },
      ],
      skills: {
        technical: [
          'Conversation classes',
          'TOEIC preparation',
          'Essay coaching',
          'Lesson planning',
        ],
        tools: ['Zoom', 'Google Slides'],
      },
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Korean', level: 'Intermediate' },
      ],
    }),
    job: {
      job_title: 'ESL Teacher (International School)',
      company_name: 'Dwight School Seoul',
      job_description: `Dwight School Seoul, an IB World School, is seeking an English as an Additional Language (EAL/ESL) Teacher for our Middle Years Programme starting in August.

Responsibilities
- Teach English language acquisition classes to students aged 11-16 at different proficiency levels.
- Plan units and assessments within the IB Middle Years Programme (MYP) framework.
- Co-teach and collaborate with subject teachers to support English learners in mainstream classes.
- Assess students' language proficiency using WIDA or similar frameworks and track progress.
- Communicate regularly with parents and contribute to student support meetings.
- Lead or support extracurricular activities.

Requirements
- Bachelor's degree and a recognised teaching licence or PGCE.
- TESOL, CELTA or equivalent ESL qualification.
- At least 2 years of full-time classroom teaching experience in a K-12 school; international school experience preferred.
- Knowledge of second language acquisition, differentiation and formative assessment.
- Strong classroom management, communication and intercultural skills.
- Native-level English.

Preferred
- IB experience (MYP or DP Language Acquisition).
- Korean language skills.
- Experience with Toddle, ManageBac or other school platforms.

We offer a competitive salary, housing allowance, annual flights, health insurance and tuition for dependants.`,
    },
  },
  {
    id: 'education-principal-weak',
    industry: 'education',
    fit: 'weak',
    cv: buildCv({
      name: 'Lena Hoffmann',
      title: 'Teaching Assistant',
      email: 'lena.hoffmann@example.com',
      phone: '+1 (617) 555-0181',
      location: 'Boston, MA',
      summary:
        'Teaching assistant in my second year in elementary classrooms, completing a Master of Education part-time.',
      experiences: [
        {
          title: 'Teaching Assistant',
          company: 'Boston Public Schools',
          duration: 'Sep 2023 - Present',
          location: 'Boston, MA',
          achievements: [
            'Support a 2nd grade class of 24 students with reading groups',
            'Work one-on-one with 3 students with IEPs',
            'Prepare classroom materials and supervise recess',
          ],
        },
        {
          title: 'Summer Camp Counselor',
          company: 'YMCA of Greater Boston',
          duration: '06/2022 – 08/2022',
          location: 'Boston, MA',
          achievements: [
            'Led daily activities for 15 children aged 7-9',
            'Planned a weekly science experiment session',
            'Communicated with parents at pick-up',
          ],
        },
      ],
      education: [
        { degree: 'BA', field: 'Psychology', institution: 'Boston University', year: '2023' },
        {
          degree: 'MEd (in progress)',
          field: 'Elementary Education',
          institution: 'Lesley University',
          year: '2025',
        },
      ],
      skills: {
        technical: ['Small-group reading instruction', 'IEP support', 'Classroom support'],
        tools: ['Google Classroom', 'Seesaw'],
      },
    }),
    job: {
      job_title: 'Elementary School Principal',
      company_name: 'Brookline Public Schools',
      job_description: `Brookline Public Schools seeks an experienced, visionary Principal for one of our K-8 schools serving 650 students, starting July 1.

Responsibilities
- Provide instructional leadership: lead curriculum, instruction and assessment aligned with Massachusetts frameworks.
- Supervise, evaluate and coach 70 teachers and staff using the Massachusetts educator evaluation system.
- Use student achievement data (MCAS and district assessments) to set school improvement goals and monitor progress.
- Build an inclusive, safe school culture; lead work on equity, special education and English learner services.
- Manage the school budget, schedules, hiring and operations.
- Engage families and the community, and work with the school council.

Qualifications
- Massachusetts Principal/Assistant Principal licence (PreK-8) or eligibility.
- Master's degree in Education or Educational Leadership.
- 7+ years of teaching experience and at least 3 years in an administrative role (assistant principal, principal or equivalent).
- Track record of improving student outcomes and leading adult learning.
- Knowledge of special education law, MTSS and culturally responsive practices.
- Excellent leadership, communication and collaboration skills.

Preferred
- Experience in a diverse, multilingual school community.
- Bilingual in Spanish, Mandarin or another language spoken in our community.

Salary is competitive and commensurate with experience.`,
    },
  },
];
